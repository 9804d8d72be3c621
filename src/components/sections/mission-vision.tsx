import type { Feature } from './feature-grid.tsx';
import { IconChip } from './icon-chip.tsx';

/** Two large statements side by side on a dark band. */
export function MissionVision({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-[1.5rem] bg-white/5 p-8 ring-1 ring-white/10 sm:p-10">
          <IconChip icon={item.icon} tone="dark" size="lg" />
          <h2 className="mt-6 text-2xl font-bold text-white sm:text-3xl">{item.title}</h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
