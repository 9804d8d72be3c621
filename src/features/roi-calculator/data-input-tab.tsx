import { memo } from 'react';
import { fill } from '../../i18n/fill.ts';
import { Button } from '../../components/ui/button.tsx';
import type { Currency } from '../../lib/money.ts';
import type { RoiRow, RoiRowResult } from './model/roi.ts';
import { ROI_LIMITS } from './model/limits.ts';
import { ChannelCard } from './channel-card.tsx';
import { useRoiText } from './roi-text.tsx';
import { Words } from './words.tsx';
import { Icon } from '../../components/ui/icon.tsx';

interface DataInputTabProps {
  rows: RoiRowResult[];
  editingId: string | null;
  currency: Currency;
  onAdd: () => void;
  onExport: () => void;
  onImport: () => void;
  onToggleEdit: (id: string) => void;
  onRemove: (id: string) => void;
  onChange: (id: string, patch: Partial<Omit<RoiRow, 'id'>>) => void;
}

export function DataInputTab({
  rows,
  editingId,
  currency,
  onAdd,
  onExport,
  onImport,
  onToggleEdit,
  onRemove,
  onChange,
}: DataInputTabProps) {
  const t = useRoiText();
  return (
    <div className="space-y-6">
      <HowToUse />
      <ChannelsHeader count={rows.length} onAdd={onAdd} onExport={onExport} onImport={onImport} />
      {rows.length >= ROI_LIMITS.rows && (
        <p className="text-sm text-slate-600">{fill(t.rowLimit, { limit: ROI_LIMITS.rows })}</p>
      )}

      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((row) => (
          <ChannelCard
            key={row.id}
            row={row}
            currency={currency}
            editing={editingId === row.id}
            canRemove={rows.length > 1}
            onToggleEdit={onToggleEdit}
            onRemove={onRemove}
            onChange={onChange}
          />
        ))}
      </div>
    </div>
  );
}

// The parts of the tab a key press in a card does not change: memoised, so they are not redrawn.
const HowToUse = memo(function HowToUse() {
  const t = useRoiText();
  const strong = (word: string) => <strong>{word}</strong>;
  return (
    <aside aria-labelledby="roi-how-to-use" className="rounded-card border border-brand-100 bg-brand-50 p-5">
      <h2 id="roi-how-to-use" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="circle-question-mark" className="h-5 w-5 text-brand-700" />
        {t.howToUse}
      </h2>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm text-slate-700 sm:grid-cols-2">
        <li>
          <Words template={t.howStep1} parts={{ edit: strong(t.edit) }} />
        </li>
        <li>{t.howStep2}</li>
        <li>
          <Words template={t.howStep3} parts={{ done: strong(t.done) }} />
        </li>
        <li>
          <Words
            template={t.howStep4}
            parts={{
              results: strong(t.tabResults),
              dashboard: strong(t.tabDashboard),
              optimizer: strong(t.tabOptimizer),
            }}
          />
        </li>
      </ol>
    </aside>
  );
});

const ChannelsHeader = memo(function ChannelsHeader({
  count,
  onAdd,
  onExport,
  onImport,
}: {
  count: number;
  onAdd: () => void;
  onExport: () => void;
  onImport: () => void;
}) {
  const t = useRoiText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-bold">
        {t.channelsHeading} <span className="text-base font-medium text-slate-600">({count})</span>
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAdd} disabled={count >= ROI_LIMITS.rows}>
          <Icon name="plus" className="h-4 w-4" />
          {t.addChannel}
        </Button>
        <Button variant="outline" onClick={onExport}>
          <Icon name="download" className="h-4 w-4" />
          {t.exportCsv}
        </Button>
        <Button variant="outline" onClick={onImport}>
          <Icon name="upload" className="h-4 w-4" />
          {t.importCsv}
        </Button>
      </div>
    </div>
  );
});
