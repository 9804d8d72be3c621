/**
 * The ROI calculator's side of the platform-export import: the drop zone on the data tab, the
 * review loaded when files arrive, and the import itself with an Undo that brings back the rows
 * the tool had.
 */
import { lazy, Suspense, useState, type Dispatch } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import { ImportDropZone } from '../calculator-kit/import/import-drop-zone.tsx';
import type { ImportOutcome } from '../calculator-kit/import/import-review-dialog.tsx';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import type { CalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { ROI_LIMITS } from './model/limits.ts';
import type { RoiRow } from './model/roi.ts';
import type { RoiAction } from './model/state.ts';
import { useRoiText } from './roi-text.tsx';
import { makeId } from './use-roi-actions.ts';

const ImportReviewDialog = lazy(() =>
  import('../calculator-kit/import/import-review-dialog.tsx').then((m) => ({ default: m.ImportReviewDialog })),
);

interface RoiPlatformImportProps {
  rows: readonly RoiRow[];
  dispatch: Dispatch<RoiAction>;
  currencyState: CalculatorCurrency;
}

export function RoiPlatformImport({ rows, dispatch, currencyState }: RoiPlatformImportProps) {
  const t = useRoiText();
  const { kit } = useToolLanguage();
  const [files, setFiles] = useState<File[] | null>(null);

  const apply = ({ rows: imported, mode, currency }: ImportOutcome) => {
    setFiles(null);
    const before = [...rows];
    const next: RoiRow[] = imported.map((row) => ({
      id: makeId(),
      channel: row.channel.slice(0, ROI_LIMITS.name),
      campaignName: row.campaign.slice(0, ROI_LIMITS.name),
      spend: row.spend,
      clicks: row.clicks,
      conversions: row.leads,
      revenue: row.revenue,
      customers: row.customers,
      ...(row.result === undefined ? {} : { result: row.result }),
    }));
    dispatch({ type: mode, rows: next });
    if (currency !== currencyState.currency) currencyState.choose(currency);
    toast({
      title: next.length === 1 ? t.importedOne : fill(t.importedMany, { count: next.length }),
      tone: 'success',
      action: {
        label: kit.undo,
        altText: kit.importUndoAlt,
        onAction: () => {
          dispatch({ type: 'replace', rows: before });
          toast({ title: t.rowsBack });
        },
      },
    });
  };

  return (
    <>
      <ImportDropZone id="roi-import" onFiles={setFiles} />
      {files && (
        <Suspense fallback={null}>
          <ImportReviewDialog
            files={files}
            currency={currencyState.currency}
            room={Math.max(0, ROI_LIMITS.rows - rows.length)}
            limit={ROI_LIMITS.rows}
            onClose={() => setFiles(null)}
            onImport={apply}
          />
        </Suspense>
      )}
    </>
  );
}
