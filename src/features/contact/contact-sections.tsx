import BookOpen from 'lucide-react/icons/book-open';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { formatAddress, formatVietnamAddress, site } from '../../data/site.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { hoursRange, telHref } from '../../i18n/market-contact.ts';
import type { Locale } from '../../lib/locales.ts';

type ContactText = Dictionary['contactInfo'];

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/**
 * Both offices with their phones, e-mail, Zalo and business hours. The page's own market comes
 * first; the hours name both time zones because both offices are shown.
 */
export function ContactDetails({ locale, text }: { locale: Locale; text: ContactText }) {
  const sydney = { title: text.sydneyOffice, address: formatAddress(), phone: site.phone, country: text.phoneAu };
  const hcmc = {
    title: text.hcmcOffice,
    address: formatVietnamAddress(locale === 'vi' ? 'vi' : 'en'),
    phone: site.vietnam.phone,
    country: text.phoneVn,
  };
  const offices = locale === 'vi' ? [hcmc, sydney] : [sydney, hcmc];
  // English keeps its long-standing wording; other languages write the hours from the clock times.
  const hours =
    locale === 'en'
      ? site.businessHours.map((row) => ({ days: row.days, hours: row.hours }))
      : [
          { days: text.weekdays, hours: hoursRange(locale) },
          { days: text.weekend, hours: text.closed },
        ];
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">{text.heading}</h2>
      <ul className="mt-6 space-y-6">
        <Detail icon={<MapPin className="h-5 w-5" />} title={text.visit}>
          {offices.map((office) => (
            <div key={office.title} className="mb-2 last:mb-0">
              <p className="text-sm font-semibold text-slate-900">{office.title}</p>
              <address className="not-italic">{office.address}</address>
            </div>
          ))}
        </Detail>
        <Detail icon={<Mail className="h-5 w-5" />} title={text.email}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </Detail>
        <Detail icon={<Phone className="h-5 w-5" />} title={text.phone}>
          <ul className="space-y-1">
            {offices.map((office) => (
              <li key={office.phone}>
                {office.country}:{' '}
                <a href={telHref(office.phone)} className={linkClass}>
                  {office.phone}
                </a>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon={<MessageCircle className="h-5 w-5" />} title={text.zalo}>
          <a href={site.vietnam.zalo} rel="noopener" className={linkClass}>
            {text.zaloLink}
          </a>
        </Detail>
        <Detail icon={<Clock className="h-5 w-5" />} title={text.hours}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {hours.map((row) => (
              <div key={row.days} className="sm:contents">
                <dt>{row.days}</dt>
                <dd className="font-medium text-slate-900">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-sm text-slate-600">
            {text.hoursBothZones} {text.hoursNote}
          </p>
        </Detail>
      </ul>
    </Card>
  );
}

/** Where to look before writing: the FAQ and the blog. */
export function QuickAnswers({ text, faqHref, blogHref }: { text: ContactText; faqHref: string; blogHref: string }) {
  const links = [
    { href: faqHref, icon: <HelpCircle className="h-5 w-5" />, title: text.quickFaqTitle, text: text.quickFaqText },
    { href: blogHref, icon: <BookOpen className="h-5 w-5" />, title: text.quickBlogTitle, text: text.quickBlogText },
  ];
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">{text.quickHeading}</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex gap-4 rounded-control border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50"
            >
              <span aria-hidden="true" className="mt-0.5 text-brand-700">
                {link.icon}
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{link.title}</span>
                <span className="block text-sm text-slate-600">{link.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Illustrated location card with a plain link to a map service (no third-party script or frame). */
/** One office's address and a map link; the Sydney office also has its illustrated map. */
function OfficeCard({
  title,
  address,
  text,
  illustrated,
}: {
  title: string;
  address: string;
  text: ContactText;
  illustrated: boolean;
}) {
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${address}`)}`;
  return (
    <Card className="overflow-hidden">
      {illustrated && (
        <img
          src="/images/contact/office-location.svg"
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          alt={text.mapAlt}
          className="h-auto w-full bg-slate-50"
        />
      )}
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="text-sm text-slate-600">{address}</p>
        </div>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline sm:self-auto"
        >
          {text.openMap}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{text.newTab}</span>
        </a>
      </div>
    </Card>
  );
}

/** Where to find us: on the Vietnamese page the Ho Chi Minh City office comes first. */
export function LocationCard({ text, locale = 'en' }: { text: ContactText; locale?: Locale }) {
  const sydney = <OfficeCard title={text.findOffice} address={formatAddress()} text={text} illustrated />;
  if (locale !== 'vi') return sydney;
  return (
    <div className="space-y-8">
      <OfficeCard title={text.hcmcOffice} address={formatVietnamAddress('vi')} text={text} illustrated={false} />
      <OfficeCard title={text.sydneyOffice} address={formatAddress()} text={text} illustrated />
    </div>
  );
}

/** Shown when a no-JS newsletter sign-up had no page to return to. */
export function NewsletterNotice({
  outcome,
  text,
  success,
}: {
  outcome: string | null;
  text: ContactText;
  success: string;
}) {
  const notices: Record<string, { text: string; ok: boolean }> = {
    subscribed: { text: success, ok: true },
    invalid: { text: text.invalidNotice, ok: false },
    retry: { text: text.retryNotice, ok: false },
  };
  const notice = outcome ? notices[outcome] : undefined;
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`container-page mt-6 rounded-card border p-4 font-medium ${notice.ok ? 'border-success-600/30 bg-success-50 text-success-700' : 'border-danger-600/40 bg-danger-50 text-danger-700'}`}
    >
      {notice.text}
    </p>
  );
}
