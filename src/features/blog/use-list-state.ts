/**
 * The list state lives in the URL. On the server (and during hydration) it comes from the URL
 * the page was rendered for; in the browser from location, so Back/Forward and shared links work.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { parseListUrl, queryHref, type ListState } from './blog-query.ts';

const CHANGE_EVENT = 'blog-list-url-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

export function useListState(renderedUrl: string, base: string): [ListState, (next: ListState, mode?: 'push' | 'replace') => void] {
  const url = useSyncExternalStore(subscribe, currentUrl, () => renderedUrl);
  const parsed = new URL(url, 'http://localhost');
  const state = parseListUrl(parsed.pathname, parsed.search, base);
  const navigate = useCallback((next: ListState, mode: 'push' | 'replace' = 'push') => {
    const href = queryHref(next, base);
    if (mode === 'replace') window.history.replaceState(window.history.state, '', href);
    else window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [base]);
  return [state, navigate];
}
