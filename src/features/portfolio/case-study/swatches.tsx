export interface Swatch {
  name: string;
  /** The client's brand colour; content data, so a hex value is expected here. */
  hex: string;
  usage: string;
}

/** A brand colour palette. */
export function Swatches({ colors }: { colors: readonly Swatch[] }) {
  return (
    <ul className="not-prose my-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {colors.map((color) => (
        <li key={color.hex} className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
          <span aria-hidden="true" className="block h-20" style={{ backgroundColor: color.hex }} />
          <div className="p-4">
            <p className="font-semibold text-slate-900">{color.name}</p>
            <p className="font-mono text-sm text-slate-600">{color.hex}</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{color.usage}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
