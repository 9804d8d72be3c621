import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import type { NavGroup, NavItem, NavLink } from '../../i18n/site-content.ts';
import { currentState, isGroup } from './navigation.ts';
import { site } from '../../data/site.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch, type LanguageLink } from './language-switch.tsx';

interface SiteHeaderProps {
  currentPath: string;
  /** The home page of the page's language. */
  homeHref: string;
  nav: { mainNav: readonly NavItem[]; contactCta: NavLink };
  text: Dictionary['layout'];
  /** The other edition of this page (or of the site, when this page has none). */
  language: LanguageLink;
}

/*
 * Rendered to static HTML. The Solutions dropdown and the small-screen menu are <details>
 * disclosures, so they open and close without JavaScript (decision 073). The small plain script in
 * site-header-behaviour.ts adds the scroll state and the finer behaviour, so no page pays for React
 * just to have a header.
 */
export function SiteHeader({ currentPath, homeHref, nav, text, language }: SiteHeaderProps) {
  const { mainNav, contactCta } = nav;
  return (
    <>
      {/* Marks the page's first 10 px: the header script watches it to know whether the page is scrolled. */}
      <div data-scroll-sentinel aria-hidden="true" className="pointer-events-none absolute top-0 left-0 h-2.5 w-px" />
      <header
        data-site-header
        data-scrolled="false"
        className="fixed inset-x-0 top-0 z-50 border-b border-transparent transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled=true]:border-slate-200/70 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md has-[[data-menu][open]]:bg-white [@media(scripting:none)]:border-slate-200/70 [@media(scripting:none)]:bg-white/95"
      >
        <div className="container-page flex h-(--spacing-header) items-center justify-between gap-4">
          <a
            href={homeHref}
            className="flex items-center gap-2 rounded-control font-display text-lg font-bold text-slate-900"
          >
            <BrandMark />
            <span>{site.name}</span>
          </a>

          <nav aria-label={text.mainNav} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item, index) =>
                isGroup(item) ? (
                  <li key={item.label} className="relative">
                    <DesktopDropdown group={item} currentPath={currentPath} id={`nav-menu-${index}`} />
                  </li>
                ) : (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      aria-current={currentState(item.href, currentPath)}
                      className="inline-flex items-center rounded-control px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current]:text-brand-700 aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8"
                    >
                      {item.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <LanguageSwitch {...language} className="hidden lg:inline-flex" />
            <a
              href={contactCta.href}
              aria-current={currentState(contactCta.href, currentPath)}
              className="hidden rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:inline-flex"
            >
              {contactCta.label}
            </a>
            {/*
             * A native disclosure: it opens and closes without JavaScript. The script in
             * site-header-behaviour.ts adds Escape, click outside and one-open-at-a-time. The label and
             * icon follow the open state in CSS, so they are right with or without the script.
             */}
            <details data-menu className="group/menu lg:hidden">
              <summary
                data-menu-toggle
                aria-controls="mobile-menu"
                className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-control text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              >
                <span className="sr-only group-open/menu:hidden">{text.openMenu}</span>
                <span className="sr-only hidden group-open/menu:inline">{text.closeMenu}</span>
                <Menu aria-hidden="true" className="h-6 w-6 group-open/menu:hidden" />
                <X aria-hidden="true" className="hidden h-6 w-6 group-open/menu:block" />
              </summary>
              <div
                id="mobile-menu"
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
              >
                <nav aria-label={text.mobileNav} className="container-page py-4">
                  <ul className="flex flex-col gap-1">
                    {mainNav.map((item) =>
                      isGroup(item) ? (
                        <li key={item.label}>
                          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                            {item.label}
                          </p>
                          <ul>
                            {item.children.map((child) => (
                              <li key={child.href}>
                                <MobileLink href={child.href} label={child.label} currentPath={currentPath} indent />
                              </li>
                            ))}
                          </ul>
                        </li>
                      ) : (
                        <li key={item.href}>
                          <MobileLink href={item.href} label={item.label} currentPath={currentPath} />
                        </li>
                      ),
                    )}
                    <li className="px-3 pt-2">
                      <LanguageSwitch {...language} className="inline-flex min-h-11" />
                    </li>
                    <li className="pt-2">
                      <a
                        href={contactCta.href}
                        className="block rounded-control bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
                      >
                        {contactCta.label}
                      </a>
                    </li>
                  </ul>
                </nav>
              </div>
            </details>
          </div>
        </div>
      </header>
    </>
  );
}

// The id comes from the item's position: labels are translated and may hold spaces or accents.
function DesktopDropdown({ group, currentPath, id }: { group: NavGroup; currentPath: string; id: string }) {
  const inSection = group.children.some((child) => currentState(child.href, currentPath));
  return (
    <details data-dropdown className="group/dropdown">
      <summary
        data-dropdown-toggle
        aria-controls={id}
        className={`inline-flex cursor-pointer list-none items-center gap-1 rounded-control px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 [&::-webkit-details-marker]:hidden ${inSection ? 'text-brand-700' : 'text-slate-700'}`}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open/dropdown:rotate-180" />
      </summary>
      <ul
        id={id}
        className="absolute top-full left-0 mt-2 w-56 rounded-card border border-slate-200 bg-white p-2 shadow-raised"
      >
        {group.children.map((child) => (
          <li key={child.href}>
            <a
              href={child.href}
              aria-current={currentState(child.href, currentPath)}
              className="block rounded-control px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-700"
            >
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileLink({
  href,
  label,
  currentPath,
  indent = false,
}: {
  href: string;
  label: string;
  currentPath: string;
  indent?: boolean;
}) {
  return (
    <a
      href={href}
      aria-current={currentState(href, currentPath)}
      className={`block rounded-control px-3 py-3 font-medium text-slate-800 hover:bg-slate-100 aria-[current]:bg-brand-50 aria-[current]:text-brand-800 ${indent ? 'pl-6' : ''}`}
    >
      {label}
    </a>
  );
}
