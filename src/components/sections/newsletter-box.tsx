import Mail from 'lucide-react/icons/mail';
import type { ReactNode } from 'react';

/** A band inviting sign-up; the form (an island) comes in as children. */
export function NewsletterBox({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" className="container-page py-16">
      <div className="relative grid gap-8 overflow-hidden rounded-[1.5rem] border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-100/40 p-8 shadow-card sm:p-12 lg:grid-cols-2 lg:items-center">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -bottom-24 h-72 w-72 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
            <Mail aria-hidden="true" className="h-6 w-6" />
          </span>
          <h2 id="newsletter-heading" className="mt-5 text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-600">{text}</p>
        </div>
        <div className="relative">{children}</div>
      </div>
    </section>
  );
}
