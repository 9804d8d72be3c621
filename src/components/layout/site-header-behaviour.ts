/*
 * Behaviour for the statically rendered SiteHeader: scroll state, the Solutions dropdown and the
 * small-screen menu. Plain DOM code so every page gets it for a few hundred bytes.
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

  for (const dropdown of header.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    const menu = dropdown.querySelector<HTMLElement>('[data-dropdown-menu]');
    if (!toggle || !menu) continue;
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
    };
    toggle.addEventListener('click', () => setOpen(menu.hidden));
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        setOpen(false);
        toggle.focus();
      }
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    root.addEventListener('click', (event) => {
      if (!dropdown.contains(event.target as Node)) setOpen(false);
    });
  }

  const menuToggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!menuToggle || !menu) return;
  const label = menuToggle.querySelector<HTMLElement>('[data-menu-label]');
  const iconOpen = menuToggle.querySelector<SVGElement>('[data-icon-open]');
  const iconClose = menuToggle.querySelector<SVGElement>('[data-icon-close]');
  const setMenu = (open: boolean, returnFocus = false) => {
    menu.hidden = !open;
    menuToggle.setAttribute('aria-expanded', String(open));
    // The labels come from the page's dictionary, written into data attributes at render time.
    if (label) label.textContent = (open ? label.dataset.closeLabel : label.dataset.openLabel) ?? label.textContent;
    iconOpen?.classList.toggle('hidden', open);
    iconClose?.classList.toggle('hidden', !open);
    if (open) header.dataset.menuOpen = 'true';
    else delete header.dataset.menuOpen;
    if (returnFocus) menuToggle.focus();
  };
  menuToggle.addEventListener('click', () => setMenu(menu.hidden));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setMenu(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setMenu(false, true);
  });
  window.matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
    if (event.matches) setMenu(false);
  });
}
