import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import type { NavLink } from '../../i18n/site-content.ts';
import { site } from '../../data/site.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { fill } from '../../i18n/fill.ts';
import type { MarketContact } from '../../i18n/market-contact.ts';
import { BrandMark } from './brand-mark.tsx';
import { SocialIcon } from './social-icon.tsx';

interface SiteFooterProps {
  homeHref: string;
  nav: { footerServiceLinks: readonly NavLink[]; footerQuickLinks: readonly NavLink[]; legalLinks: readonly NavLink[] };
  text: Dictionary['layout'];
  /** The office, phone and hours of the page's own market. */
  contact: MarketContact;
  /** A band above the columns (the newsletter box), left out on pages that carry their own. */
  children?: ReactNode;
}

export function SiteFooter({ homeHref, nav, text, contact, children }: SiteFooterProps) {
  const { footerQuickLinks, footerServiceLinks, legalLinks } = nav;
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="bg-slate-950 text-slate-300">
      {children && (
        <div className="border-b border-slate-800">
          <div className="container-page py-12">{children}</div>
        </div>
      )}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href={homeHref} className="flex items-center gap-2 font-display text-lg font-bold text-white">
            <BrandMark />
            <span>{site.name}</span>
          </a>
          <p className="mt-4 text-sm leading-6 text-slate-300">{text.blurb}</p>
          {site.social.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label={text.socialProfiles}>
              {site.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="me noopener"
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon network={profile.network} />
                    <span className="sr-only">{fill(text.socialOn, { site: site.name, network: profile.label })}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks heading={text.footerServices} links={footerServiceLinks} />
        <FooterLinks heading={text.footerQuickLinks} links={footerQuickLinks} />
        <div>
          <h2 className="font-display text-sm font-semibold tracking-wide text-white uppercase">
            {text.footerContact}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
              <address className="not-italic">{contact.address}</address>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
              <a href={contact.phoneHref} className="hover:text-white">
                {contact.phone}
              </a>
            </li>
            {contact.zalo && (
              <li className="flex gap-3">
                <MessageCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
                <a href={contact.zalo.href} rel="noopener" className="hover:text-white">
                  {contact.zalo.label}
                </a>
              </li>
            )}
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" />
              <span>{contact.hoursShort}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}. {text.serving}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="font-display text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
