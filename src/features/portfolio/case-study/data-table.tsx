/** Text, a bullet list, or a main line with a smaller note under it. */
export type TableCell = string | number | readonly string[] | { readonly text: string; readonly note?: string };

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly TableCell[])[];
  /** A closing row such as a total; its first cell is a row header. */
  footer?: readonly TableCell[];
  /** Indexes of columns holding figures: right-aligned with tabular digits. */
  numeric?: readonly number[];
  /** Show the caption visibly above the table (default) or only to assistive technology. */
  captionVisible?: boolean;
  /** Narrow tables can fit a phone without scrolling. */
  compact?: boolean;
}

function Cell({ value }: { value: TableCell }) {
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { text, note } = value as { text: string; note?: string };
    return (
      <>
        <span className="block">{text}</span>
        {note && <span className="mt-1 block text-xs leading-5 font-normal text-slate-600">{note}</span>}
      </>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc space-y-1 pl-4">
        {value.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  return <>{value}</>;
}

/** A real HTML table with a caption and header cells; scrolls sideways on narrow screens. */
export function DataTable({
  caption,
  columns,
  rows,
  footer,
  numeric = [],
  captionVisible = true,
  compact = false,
}: DataTableProps) {
  const align = (index: number) =>
    numeric.includes(index) ? 'text-right tabular-nums whitespace-nowrap' : 'text-left';
  return (
    <div className="not-prose my-8">
      {/* The region is focusable so keyboard users can scroll a table wider than the screen. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-slate-200 shadow-card"
      >
        <table className={`w-full border-collapse text-sm ${compact ? '' : 'min-w-[36rem]'}`}>
          <caption
            className={
              captionVisible
                ? 'border-b border-slate-200 bg-white px-3 py-3 sm:px-4 text-left font-display text-base font-semibold text-slate-900'
                : 'sr-only'
            }
          >
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-3 sm:px-4 font-semibold text-slate-900 ${align(index)}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className={`px-3 py-3 sm:px-4 font-semibold text-slate-900 ${align(index)} ${typeof cell === 'string' && cell.length <= 12 ? 'whitespace-nowrap' : ''}`}
                    >
                      <Cell value={cell} />
                    </th>
                  ) : (
                    <td key={index} className={`px-3 py-3 sm:px-4 text-slate-700 ${align(index)}`}>
                      <Cell value={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot className="border-t-2 border-slate-300 bg-brand-50">
              <tr>
                {footer.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className={`px-3 py-3 sm:px-4 font-bold text-slate-900 ${align(index)}`}
                    >
                      <Cell value={cell} />
                    </th>
                  ) : (
                    <td key={index} className={`px-3 py-3 sm:px-4 font-bold text-slate-900 ${align(index)}`}>
                      <Cell value={cell} />
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
