/*
 * Behaviour for the statically rendered SiteHeader. The Solutions dropdown and the small-screen
 * menu are native <details> disclosures that open and close without JavaScript; this plain script
 * adds the scroll state and the finer points: Escape closes and returns focus to the toggle, a
 * click or focus elsewhere closes, choosing a link closes, and only one disclosure is open at once.
 */
export function initSiteHeader(root: Document = document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;

  // Scrolled means more than 10 px: the page's first 10 px (a strip the header renders) have left the
  // viewport. An observer reports that after layout; reading window.scrollY here instead would force
  // a layout of the whole page inside this script's task while the page is still loading.
  const sentinel = root.querySelector('[data-scroll-sentinel]');
  if (sentinel) {
    new IntersectionObserver(([entry]) => {
      if (entry) header.dataset.scrolled = String(!entry.isIntersecting);
    }).observe(sentinel);
  }

  const disclosures = [...header.querySelectorAll<HTMLDetailsElement>('details')];
  for (const details of disclosures) {
    details.addEventListener('toggle', () => {
      if (details.open) for (const other of disclosures) if (other !== details) other.open = false;
    });
    // Tabbing out closes; a click elsewhere (no related target) is the click handler's business.
    details.addEventListener('focusout', (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !details.contains(to)) details.open = false;
    });
    details.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) details.open = false;
    });
  }
  root.addEventListener('click', (event) => {
    for (const details of disclosures) if (!details.contains(event.target as Node)) details.open = false;
  });
  root.addEventListener('keydown', (event) => {
    const open = disclosures.find((details) => details.open);
    if (event.key !== 'Escape' || !open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  // The language switch keeps a tool's shared state: a share link's "?plan=" and a hand-off's
  // "#targets=" travel to the same page in the other language. The href itself stays the plain
  // link (it works without JavaScript); only a click made with script carries the state.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.addEventListener('click', () => {
      link.href = withSharedState(link.getAttribute('href') ?? '', window.location);
    });
  }
  window.matchMedia('(min-width: 64rem)').addEventListener('change', () => {
    for (const details of disclosures) details.open = false;
  });
}

/** The switch's target with the current page's share-link parameter and fragment, if any. */
export function withSharedState(href: string, from: { search: string; hash: string }): string {
  const target = new URL(href, 'https://switch.invalid');
  const plan = new URLSearchParams(from.search).get('plan');
  if (plan !== null) target.searchParams.set('plan', plan);
  if (from.hash.length > 1) target.hash = from.hash;
  return `${target.pathname}${target.search}${target.hash}`;
}
