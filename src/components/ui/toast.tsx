import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from './toast-store.ts';

export { toast } from './toast-store.ts';

// Radix's toast (about 11 KB gzipped with its layers) loads with the first toast, not with the page.
const ToastView = lazy(() => import('./toast-view.tsx').then((m) => ({ default: m.ToastView })));

/** Renders the current toast; mount once per island that raises toasts. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  // Once a toast has been shown the region stays, so F8 and the next toast find it in place.
  const [wanted, setWanted] = useState(false);
  if (items.length > 0 && !wanted) setWanted(true);
  if (!wanted && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
