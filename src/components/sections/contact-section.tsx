import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import type { ReactNode } from 'react';
import { formatAddress, formatVietnamAddress, site } from '../../data/site.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { MarketContact } from '../../i18n/market-contact.ts';

interface ContactSectionProps {
  children: ReactNode;
  text: Dictionary['contactInfo'];
  /** The page market's details: its office comes first, with its hours and, in Vietnam, Zalo. */
  contact: MarketContact;
  vietnamFirst: boolean;
}

/** Contact details beside the form; the form itself comes in as children (an island). */
export function ContactSection({ children, text, contact, vietnamFirst }: ContactSectionProps) {
  const offices = vietnamFirst
    ? [formatVietnamAddress('vi'), formatAddress()]
    : [formatAddress(), formatVietnamAddress('en')];
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.sectionEyebrow}</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {text.sectionTitle}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{text.sectionText}</p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <a
                href={`mailto:${site.email}`}
                className="font-medium text-slate-900 underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-slate-700">
                {offices[0]}
                <br />
                {offices[1]}
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-slate-700">{contact.hoursShort}</span>
            </li>
            {contact.zalo && (
              <li className="flex gap-3">
                <MessageCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a
                  href={contact.zalo.href}
                  rel="noopener"
                  className="font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {contact.zalo.label}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div className="rounded-[1.5rem] border border-slate-200 bg-white p-6 shadow-card sm:p-10">{children}</div>
      </div>
    </section>
  );
}
