import type { LucideIcon } from 'lucide-react';
import { IconChip } from './icon-chip.tsx';

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** Number of columns on wide screens. */
  columns?: 2 | 3 | 4;
  /** Heading level of each item, so the outline stays in order under the section's h2. */
  headingLevel?: 'h3' | 'h4';
  variant?: 'card' | 'plain';
}

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function FeatureGrid({ items, columns = 3, headingLevel: Heading = 'h3', variant = 'card' }: FeatureGridProps) {
  const box = variant === 'card' ? 'rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8' : '';
  return (
    <ul className={`mt-12 grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={`flex flex-col ${box}`}>
          <IconChip icon={item.icon} />
          <Heading className="mt-5 text-lg font-semibold">{item.title}</Heading>
          <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
