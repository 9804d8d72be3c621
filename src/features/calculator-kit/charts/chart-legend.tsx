/** A chart's series names with their colours; decorative, as the table names the columns. */
export function ChartLegend({ items }: { items: readonly { name: string; colour: string }[] }) {
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true" focusable="false">
            <rect width="12" height="12" rx="2" fill={item.colour} />
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
