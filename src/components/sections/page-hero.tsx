import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Optional artwork on the right on wide screens (hidden on phones, so keep it lazy: a lazy image
   *  in a hidden box is never fetched and cannot compete with the text for bandwidth). */
  aside?: ReactNode;
}

/** The top band of an inner page: light brand wash, so the transparent header stays readable. */
export function PageHero({ eyebrow, title, subtitle, actions, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div
        className={`container-page relative grid gap-10 py-16 sm:py-20 ${aside ? 'lg:grid-cols-2 lg:items-center' : ''}`}
      >
        <div className={aside ? '' : 'max-w-3xl'}>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {subtitle && <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-600">{subtitle}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
