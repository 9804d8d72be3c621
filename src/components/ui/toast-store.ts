/**
 * A tiny toast store (at most one toast at a time; a dismissed toast is removed after
 * 1,000,000 ms). Components subscribe with useSyncExternalStore through useToasts().
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  open: boolean;
  /** One action beside the message, such as Undo after a destructive step. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** Read by screen readers as the way to do the same without the toast (Radix altText). */
  altText: string;
  onAction: () => void;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function toast(input: { title: string; description?: string; tone?: ToastTone; action?: ToastAction }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = {
    id,
    title: input.title,
    tone: input.tone ?? 'success',
    open: true,
    ...(input.description ? { description: input.description } : {}),
    ...(input.action ? { action: input.action } : {}),
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}
