import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAddress, site } from '../../data/site.ts';

/** Contact details beside the form; the form itself comes in as children (an island). */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Tell us where you want to grow
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Send a few lines about your business and goals. A strategist, not a salesperson, replies within one business day with next steps and, if it fits, a
            time for a free 30-minute call.
          </p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <a href={`mailto:${site.email}`} className="font-medium text-slate-900 underline-offset-4 hover:underline">
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-slate-700">
                {formatAddress()}
                <br />
                {site.secondOffice}
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-slate-700">{site.businessHoursShort}</span>
            </li>
          </ul>
        </div>
        <div className="rounded-[1.5rem] border border-slate-200 bg-white p-6 shadow-card sm:p-10">{children}</div>
      </div>
    </section>
  );
}
