import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server render and while React hydrates, true once the island runs in the browser:
 * forms switch to their scripted behaviour (noValidate, inline messages) only when it exists.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
