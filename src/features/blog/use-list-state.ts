/**
 * The list state lives in the URL. On the server (and during hydration) it comes from the URL
 * the page was rendered for; in the browser from location, so Back/Forward and shared links work.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { navigateTo, subscribeToUrl } from '../../lib/url-store.ts';
import { parseListUrl, queryHref, type ListState } from './blog-query.ts';

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

export function useListState(
  renderedUrl: string,
  base: string,
): [ListState, (next: ListState, mode?: 'push' | 'replace') => void] {
  const url = useSyncExternalStore(subscribeToUrl, currentUrl, () => renderedUrl);
  const parsed = new URL(url, 'http://localhost');
  const state = parseListUrl(parsed.pathname, parsed.search, base);
  const navigate = useCallback(
    (next: ListState, mode: 'push' | 'replace' = 'push') => {
      navigateTo(queryHref(next, base), mode);
    },
    [base],
  );
  return [state, navigate];
}
