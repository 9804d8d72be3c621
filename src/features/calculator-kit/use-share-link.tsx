/**
 * The calculators' one share-link behaviour. Arriving with `?plan=`: the plan opens once, after
 * hydration, and the address keeps the link, so a reload or a bookmark shows the same plan again.
 * Copying a link: the address bar takes the new link too, the link goes to the clipboard, and when
 * the browser refuses the clipboard a dialog shows the link selected to copy by hand.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { sharedToken, type DecodeResult } from './share-link.ts';

const ShareLinkDialog = lazy(() => import('./share-link-dialog.tsx').then((module) => ({ default: module.ShareLinkDialog })));

interface ShareLinkOptions<T> {
  /** Loads the codec on demand (it brings zod) and reads the token. */
  decode: (token: string) => Promise<DecodeResult<T>>;
  onOpen: (value: T) => void;
  onError: (error: string) => void;
}

export interface ShareLink {
  /** Puts the link in the address bar and on the clipboard; true when the clipboard took it. */
  copy: (url: string) => Promise<boolean>;
  /** The copy-by-hand dialog, when it is needed. */
  dialog: ReactNode;
}

export function useShareLink<T>({ decode, onOpen, onError }: ShareLinkOptions<T>): ShareLink {
  const [manualUrl, setManualUrl] = useState<string>();
  const open = useEffectEvent((result: DecodeResult<T>) => (result.ok ? onOpen(result.value) : onError(result.error)));
  const read = useEffectEvent(decode);

  useEffect(() => {
    const token = sharedToken(window.location.search);
    if (token === null) return;
    let active = true;
    void read(token).then((result) => {
      if (active) open(result);
    });
    return () => {
      active = false;
    };
  }, []);

  const copy = async (url: string) => {
    window.history.replaceState(window.history.state, '', url);
    try {
      await navigator.clipboard.writeText(url);
      return true;
    } catch {
      setManualUrl(url);
      return false;
    }
  };

  const dialog =
    manualUrl === undefined ? null : (
      <Suspense fallback={null}>
        <ShareLinkDialog url={manualUrl} onClose={() => setManualUrl(undefined)} />
      </Suspense>
    );
  return { copy, dialog };
}
