import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';

export interface CtaLink {
  label: string;
  href: string;
}

interface CallToActionProps {
  title: ReactNode;
  text?: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}

export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  return (
    <section className="container-page py-16">
      <div className="relative overflow-hidden rounded-[1.5rem] bg-brand-900 px-6 py-14 text-center shadow-raised sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-16 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-16 h-72 w-72 rounded-full bg-accent-500/20 blur-3xl"
        />
        <h2 className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h2>
        {text && <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>}
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={primary.href} variant="inverse" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink
              href={secondary.href}
              size="lg"
              className="border border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
