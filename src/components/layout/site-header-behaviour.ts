/*
 * Behaviour for the statically rendered SiteHeader. The Solutions dropdown and the small-screen
 * menu are native <details> disclosures that open and close without JavaScript; this plain script
 * adds the scroll state and the finer points: Escape closes and returns focus to the toggle, a
 * click or focus elsewhere closes, choosing a link closes, and only one disclosure is open at once.
 */
const SCROLL_THRESHOLD = 10;

export function initSiteHeader(root: Document = document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;

  const syncScroll = () => {
    header.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD);
  };
  syncScroll();
  window.addEventListener('scroll', syncScroll, { passive: true });

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
  window.matchMedia('(min-width: 64rem)').addEventListener('change', () => {
    for (const details of disclosures) details.open = false;
  });
}
