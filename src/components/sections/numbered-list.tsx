import type { Feature } from './feature-grid.tsx';
import { IconChip } from './icon-chip.tsx';

/** Reasons or steps with their number, in a two-column list. */
export function NumberedFeatures({ items }: { items: readonly Feature[] }) {
  return (
    <ol className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-5">
          <IconChip icon={item.icon} />
          <div>
            <h3 className="text-lg font-semibold">
              <span className="mr-2 text-brand-600 tabular-nums">{String(index + 1).padStart(2, '0')}</span>
              {item.title}
            </h3>
            <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
