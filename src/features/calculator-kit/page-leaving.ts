/**
 * Calls `then` when the page is hidden or left (`pagehide`, or `visibilitychange` to hidden): the
 * last moment a tool can keep what the visitor did. Returns the function that stops listening.
 * `first` listens in the capture phase, which runs before the other listeners at the window and the
 * document: a number still on its way is passed on before the draft is written (decision 175).
 */
export function onPageLeaving(then: () => void, { first = false } = {}): () => void {
  const left = () => then();
  const hidden = () => {
    if (document.visibilityState === 'hidden') then();
  };
  window.addEventListener('pagehide', left, first);
  document.addEventListener('visibilitychange', hidden, first);
  return () => {
    window.removeEventListener('pagehide', left, first);
    document.removeEventListener('visibilitychange', hidden, first);
  };
}
