import { useCallback, useSyncExternalStore } from 'react';
import { searchForSelection, selectionFromSearch, type CategorySelection } from './categories.ts';

const CHANGE_EVENT = 'portfolio:category-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readSearch = () => window.location.search;
// The prerendered HTML lists every case; the browser then applies ?category= after hydration.
const readServerSearch = () => '';

/**
 * The selected category lives in the URL (?category=slug), so a filtered list can be shared,
 * survives a reload and follows the back button.
 */
export function useCategorySelection(): [CategorySelection, (slug: string | null) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const select = useCallback((slug: string | null) => {
    const next = searchForSelection(window.location.search, slug);
    if (next === window.location.search) return;
    window.history.pushState(window.history.state, '', `${window.location.pathname}${next}${window.location.hash}`);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [selectionFromSearch(search), select];
}
