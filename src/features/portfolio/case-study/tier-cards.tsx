import Check from 'lucide-react/icons/check';

export interface Tier {
  name: string;
  summary: string;
  /** e.g. "30,000,000 VND a year" */
  price?: string;
  /** Only what this tier adds; the card says which tier it builds on. */
  adds: readonly string[];
}

/** Labels with {number} and {name} placeholders; English unless the page passes its own. */
export interface TierLabels {
  tier: string;
  first: string;
  next: string;
}

const ENGLISH_TIER_LABELS: TierLabels = {
  tier: 'Tier {number}',
  first: 'Includes:',
  next: 'Everything in {name}, plus:',
};

/** Membership tiers where each tier includes everything in the one before it. */
export function TierCards({ tiers, labels = ENGLISH_TIER_LABELS }: { tiers: readonly Tier[]; labels?: TierLabels }) {
  return (
    <ol className="not-prose my-8 grid gap-4 lg:grid-cols-3">
      {tiers.map((tier, index) => {
        const previous = index > 0 ? tiers[index - 1] : undefined;
        const top = index === tiers.length - 1;
        return (
          <li
            key={tier.name}
            className={`flex flex-col rounded-card border p-6 shadow-card ${top ? 'border-brand-700 bg-brand-950 text-white' : 'border-slate-200 bg-white'}`}
          >
            <p
              className={`text-xs font-semibold tracking-wide uppercase ${top ? 'text-accent-400' : 'text-brand-700'}`}
            >
              {labels.tier.replace('{number}', String(index + 1))}
            </p>
            <h3 className={`mt-1 text-2xl font-bold ${top ? 'text-white' : 'text-slate-900'}`}>{tier.name}</h3>
            {tier.price && (
              <p className={`mt-1 text-sm font-semibold ${top ? 'text-brand-100' : 'text-slate-700'}`}>{tier.price}</p>
            )}
            <p className={`mt-3 text-base leading-7 ${top ? 'text-brand-100' : 'text-slate-600'}`}>{tier.summary}</p>
            <p className={`mt-5 text-sm font-semibold ${top ? 'text-white' : 'text-slate-900'}`}>
              {previous ? labels.next.replace('{name}', previous.name) : labels.first}
            </p>
            <ul className="mt-3 space-y-2">
              {tier.adds.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-sm leading-6">
                  <Check
                    aria-hidden="true"
                    className={`mt-0.5 h-4 w-4 shrink-0 ${top ? 'text-accent-400' : 'text-success-600'}`}
                  />
                  <span className={top ? 'text-brand-50' : 'text-slate-700'}>{benefit}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
