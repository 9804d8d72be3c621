import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LucideIcon } from 'lucide-react';

export interface HubLink {
  title: string;
  description: string;
  href: string;
  cta: string;
  icon: LucideIcon;
}
import { IconChip } from './icon-chip.tsx';

/** Two or three large cards that lead into the sub-hubs. */
export function HubLinks({ items }: { items: readonly HubLink[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.href}
          className="group relative overflow-hidden rounded-[1.5rem] border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-8 shadow-card transition hover:border-brand-300 hover:shadow-raised sm:p-10"
        >
          <IconChip icon={item.icon} size="lg" />
          <h3 className="mt-6 text-2xl font-bold">{item.title}</h3>
          <p className="mt-3 text-lg leading-8 text-slate-600">{item.description}</p>
          <a
            href={item.href}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 after:absolute after:inset-0 group-hover:gap-3"
          >
            {item.cta} <ArrowRight aria-hidden="true" className="h-5 w-5 transition-all" />
          </a>
        </li>
      ))}
    </ul>
  );
}
