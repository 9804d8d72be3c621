import { BookOpen, Clock, ExternalLink, HelpCircle, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { formatAddress, site } from '../../data/site.ts';
import { NEWSLETTER_SUCCESS } from './contact-schema.ts';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** Address, e-mail, phone and business hours. */
export function ContactDetails() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">Contact details</h2>
      <ul className="mt-6 space-y-6">
        <Detail icon={<MapPin className="h-5 w-5" />} title="Visit us">
          <address className="not-italic">{formatAddress()}</address>
          <p className="mt-1 text-sm text-slate-600">Vietnam team: {site.secondOffice}</p>
        </Detail>
        <Detail icon={<Mail className="h-5 w-5" />} title="Email">
          <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {site.email}
          </a>
        </Detail>
        <Detail icon={<Phone className="h-5 w-5" />} title="Phone">
          <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {site.phone}
          </a>
        </Detail>
        <Detail icon={<Clock className="h-5 w-5" />} title="Business hours">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {site.businessHours.map((row) => (
              <div key={row.days} className="sm:contents">
                <dt>{row.days}</dt>
                <dd className="font-medium text-slate-900">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-sm text-slate-600">Sydney time. Messages sent at the weekend are answered on Monday.</p>
        </Detail>
      </ul>
    </Card>
  );
}

/** Where to look before writing: the FAQ and the blog. */
export function QuickAnswers() {
  const links = [
    {
      href: '/faq',
      icon: <HelpCircle className="h-5 w-5" />,
      title: 'Read the FAQ',
      text: 'Pricing, timelines, the markets we serve and how we handle your data.',
    },
    {
      href: '/blog',
      icon: <BookOpen className="h-5 w-5" />,
      title: 'Browse the blog',
      text: 'Practical guides on AI tools, SEO, LinkedIn and Canva from our team.',
    },
  ];
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">Looking for a quick answer?</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="group flex gap-4 rounded-control border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50">
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
export function LocationCard() {
  const address = formatAddress();
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${address}`)}`;
  return (
    <Card className="overflow-hidden">
      <img
        src="/images/contact/office-location.svg"
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        alt="Illustrated street map of Pyrmont, Sydney: a pin marks our office on Harris Street, a short walk from Darling Harbour."
        className="h-auto w-full bg-slate-50"
      />
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">Find our office</h2>
          <p className="text-sm text-slate-600">{address}</p>
        </div>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline sm:self-auto"
        >
          Open in Google Maps
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}

const newsletterNotices: Record<string, { text: string; ok: boolean }> = {
  subscribed: { text: NEWSLETTER_SUCCESS, ok: true },
  invalid: { text: "That email address didn't look right, so you're not subscribed yet. Please try again.", ok: false },
  retry: { text: "We couldn't add you to the newsletter just now. Please try again in a few minutes.", ok: false },
};

/** Shown when a no-JS newsletter sign-up had no page to return to. */
export function NewsletterNotice({ outcome }: { outcome: string | null }) {
  const notice = outcome ? newsletterNotices[outcome] : undefined;
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
