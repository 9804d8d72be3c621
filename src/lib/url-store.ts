/**
 * The address bar as an external store, for state that lives in the URL (the blog list's page and
 * filters, the portfolio category): shareable, kept on reload, and following Back and Forward.
 * useSyncExternalStore(subscribeToUrl, …) reads it; navigateTo changes it and tells every reader.
 */
const CHANGE_EVENT = 'brightlane:url-change';

export function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** push adds a history entry (a choice the visitor may go back from); replace corrects the current one. */
export function navigateTo(href: string, mode: 'push' | 'replace' = 'push'): void {
  if (mode === 'replace') window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(window.history.state, '', href);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
