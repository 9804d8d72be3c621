import ArrowRight from 'lucide-react/icons/arrow-right';
import MapPin from 'lucide-react/icons/map-pin';
import { ButtonLink } from '../ui/button.tsx';
import { Illustration } from './illustration.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';

interface HomeHeroProps {
  title: string;
  subtitle: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  text: Dictionary['sections'];
}

/** The home page's opening band. It runs under the transparent header, so its wash starts at the top. */
export function HomeHero({ title, subtitle, primary, secondary, text }: HomeHeroProps) {
  return (
    <section className="relative -mt-(--spacing-header) overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-(--spacing-header)">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -left-32 h-[28rem] w-[28rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-20 -right-24 h-80 w-80 rounded-full bg-accent-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {text.heroLocations}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600 sm:text-xl">{subtitle}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={primary.href} size="lg">
              {primary.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink href={secondary.href} size="lg" variant="outline">
              {secondary.label}
            </ButtonLink>
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-6 border-t border-slate-200 pt-8">
            {[
              ['2', text.heroStatMarkets],
              ['6', text.heroStatServices],
              ['3', text.heroStatCurrencies],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col">
                <dt className="order-2 mt-1 text-sm text-slate-600">{label}</dt>
                <dd className="font-display text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <Illustration src="/images/pages/home-hero.svg" alt={text.heroImageAlt} width={640} height={560} priority />
        </div>
      </div>
    </section>
  );
}
