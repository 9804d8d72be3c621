import type { ReactNode } from 'react';

const backgrounds = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50/60',
  dark: 'bg-brand-950 text-white',
} as const;

interface SectionProps {
  children: ReactNode;
  /** id of the section heading, so the region has an accessible name. */
  labelledBy?: string;
  id?: string;
  tone?: keyof typeof backgrounds;
  className?: string;
}

/** A full-width band with the page container and consistent vertical rhythm. */
export function Section({ children, labelledBy, id, tone = 'white', className = '' }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-24 ${backgrounds[tone]} ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}
