export interface Metric {
  value: string;
  label: string;
  detail?: string;
}

/** Headline figures as large tiles: results, targets, success metrics. */
export function MetricTiles({ items, tone = 'light' }: { items: readonly Metric[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl className={`not-prose my-8 grid gap-4 sm:grid-cols-2 ${items.length === 3 ? 'xl:grid-cols-3' : ''}`}>
      {items.map((item) => (
        <div
          key={item.label}
          className={`flex flex-col rounded-card p-5 ${dark ? 'bg-brand-900 text-white shadow-raised' : 'border border-brand-100 bg-brand-50'}`}
        >
          <dt
            className={`order-2 mt-1 text-base leading-6 font-semibold ${dark ? 'text-brand-100' : 'text-slate-900'}`}
          >
            {item.label}
          </dt>
          <dd
            className={`order-1 font-display text-3xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-brand-700'}`}
          >
            {item.value}
          </dd>
          {item.detail && (
            <dd className={`order-3 mt-2 text-sm leading-6 ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
              {item.detail}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
