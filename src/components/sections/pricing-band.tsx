import Check from 'lucide-react/icons/check';
import { ButtonLink } from '../ui/button.tsx';

interface PricingBandProps {
  title: string;
  text: string;
  points: readonly string[];
  cta: { label: string; href: string };
}

export function PricingBand({ title, text, points, cta }: PricingBandProps) {
  return (
    <div className="grid gap-10 rounded-[1.5rem] border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-8 shadow-card sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
        <h2 id="pricing-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-600">{text}</p>
        <ButtonLink href={cta.href} size="lg" className="mt-8">
          {cta.label}
        </ButtonLink>
      </div>
      <ul className="space-y-4">
        {points.map((point) => (
          <li key={point} className="flex gap-3 rounded-card bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
              <Check aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
            </span>
            <span className="text-slate-700">{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
