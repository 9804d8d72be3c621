/**
 * A value that waits for typing to pause (decision 186): for a note whose coming and going moves
 * everything below it, such as the warning that a curve is read far from the spends it was set
 * from. Typing a number passes through values that would show and hide it at each key press
 * ("5" on the way to "5,000"); each time, the rest of a long page moved in the same frame as the
 * key press's figures. Apart from held-away.tsx, which is in the tools' first load; this is used by
 * code loaded on demand.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QUIET_MS, useLatestForPrint } from './held-away.tsx';

/** `value` once it has stayed the same for `QUIET_MS`, and at once before a print. */
export function useQuietValue<T>(value: T): T {
  const [quiet, setQuiet] = useState(value);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (Object.is(quiet, value)) return;
    const timer = setTimeout(() => startTransition(() => setQuiet(value)), QUIET_MS);
    return () => clearTimeout(timer);
  }, [quiet, value]);
  useLatestForPrint(setQuiet, latest);
  return quiet;
}
