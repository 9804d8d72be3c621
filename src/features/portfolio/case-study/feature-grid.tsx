import { CaseIcon, type CaseIconName } from './icons.tsx';

export interface FeatureItem {
  title: string;
  description: string;
  icon?: CaseIconName;
}

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2' } as const;

/** Objectives, features, values and the like: titled cards under the current section heading. */
interface FeatureGridProps {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  /** 3 under a section (h2) heading; 4 under a sub-section (h3) heading. */
  level?: 3 | 4;
}

export function FeatureGrid({ items, columns = 2, level = 3 }: FeatureGridProps) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <ul className={`not-prose my-8 grid gap-4 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          {item.icon && (
            <span className="mb-3 inline-flex h-10 w-10 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <CaseIcon name={item.icon} />
            </span>
          )}
          <Heading className="text-lg leading-snug font-semibold text-slate-900">{item.title}</Heading>
          <p className="mt-2 text-base leading-7 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
