/**
 * The few words the shared dialog and toast parts say themselves (the close button, the
 * notifications region). English unless an island provides its page's words: the calculators do
 * through their language provider, the contact form from its dictionary.
 */
import { createContext, useContext } from 'react';

export interface UiWords {
  /** The dialog's close button. */
  close: string;
  /** A toast's close button. */
  dismiss: string;
  /** What a screen reader calls each toast. */
  notification: string;
  /** The notifications region; {hotkey} becomes the key that focuses it (F8). */
  notifications: string;
}

export const englishUiWords: UiWords = {
  close: 'Close',
  dismiss: 'Dismiss notification',
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
};

export const UiWordsContext = createContext<UiWords>(englishUiWords);

export const useUiWords = (): UiWords => useContext(UiWordsContext);
