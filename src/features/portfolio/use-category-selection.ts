import { useCallback, useSyncExternalStore } from 'react';
import { navigateTo, subscribeToUrl } from '../../lib/url-store.ts';
import { searchForSelection, selectionFromSearch, type CategorySelection } from './categories.ts';

const readSearch = () => window.location.search;
// The prerendered HTML lists every case; the browser then applies ?category= after hydration.
const readServerSearch = () => '';

/**
 * The selected category lives in the URL (?category=slug), so a filtered list can be shared,
 * survives a reload and follows the back button.
 */
export function useCategorySelection(): [CategorySelection, (slug: string | null) => void] {
  const search = useSyncExternalStore(subscribeToUrl, readSearch, readServerSearch);
  const select = useCallback((slug: string | null) => {
    const next = searchForSelection(window.location.search, slug);
    if (next === window.location.search) return;
    navigateTo(`${window.location.pathname}${next}${window.location.hash}`);
  }, []);
  return [selectionFromSearch(search), select];
}
