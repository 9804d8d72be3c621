import { fill } from '../../i18n/fill.ts';
import { FolderOpen, Link2, Printer } from 'lucide-react';
import { lazy, Suspense, useMemo, useReducer, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { CurrencyPicker } from '../calculator-kit/currency-picker.tsx';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { useCalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import { analyse, sampleRows, type RoiRow } from './model/roi.ts';
import type { Currency } from '../../lib/money.ts';
import { optimise } from './model/optimizer.ts';
import type { SharedRoi } from './model/share.ts';
import { roiReducer } from './model/state.ts';
import { DashboardTab } from './dashboard-tab.tsx';
import { DataInputTab } from './data-input-tab.tsx';
import { InstructionsTab } from './instructions-tab.tsx';
import { OptimizerTab } from './optimizer-tab.tsx';
import { PrintReport } from './print-report.tsx';
import { ResultsTab } from './results-tab.tsx';
import { RoiPlanningMount } from './planning/planning-mount.tsx';
import { roiDraft, roiDraftFromData, ROI_DRAFT_KEY } from './model/draft.ts';
import { displayName } from './display.ts';
import { RoiTextContext, useRoiText, type RoiText } from './roi-text.tsx';
import { useDraft } from '../calculator-kit/use-draft.tsx';
import { focusById } from '../calculator-kit/focus.ts';
import { ToolLanguageProvider, useToolLanguage, type KitText } from '../calculator-kit/text-context.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { printWithReport } from '../calculator-kit/print-frame.tsx';
import { NEEDS_SCRIPT, NoScriptNotice } from '../calculator-kit/no-script-notice.tsx';

let sequence = 0;
/** Row ids: the current time plus a counter, so two rows added in one millisecond differ. */
const makeId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

// The import dialog (and the CSV parser behind it) loads when the visitor first opens it.
const SavedSetsDialog = lazy(() => import('./saved-sets-dialog.tsx').then((m) => ({ default: m.SavedSetsDialog })));
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
// The share-link codec brings zod; it loads only when a link is opened or made.
const loadShare = () => import('./model/share.ts');

export interface RoiCalculatorProps {
  /** The page's language: it picks number formats and the default currency. */
  locale: Locale;
  /** The words of the page's language, from the tool's dictionary (see i18n/index.ts). */
  text: { kit: KitText; tool: RoiText };
}

/** The island: the page hands it its language and words; everything inside reads them from context. */
export function RoiCalculator({ locale, text }: RoiCalculatorProps) {
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <RoiTextContext value={text.tool}>
        <RoiWorkspace />
      </RoiTextContext>
    </ToolLanguageProvider>
  );
}

function RoiWorkspace() {
  const { kit } = useToolLanguage();
  const t = useRoiText();
  const [state, dispatch] = useReducer(roiReducer, undefined, () => ({ rows: sampleRows(), editingId: null }));
  const analysis = useMemo(() => analyse(state.rows), [state.rows]);
  const optimizer = useMemo(() => optimise(state.rows), [state.rows]);
  const { currency, choose: chooseCurrency, showPlanCurrency } = useCalculatorCurrency();
  const [tab, setTab] = useState('data');
  const [importOpen, setImportOpen] = useState(false);
  const [setsOpen, setSetsOpen] = useState(false);
  const draftValue = useMemo(() => roiDraft(state.rows), [state.rows]);
  const draft = useDraft({
    key: ROI_DRAFT_KEY,
    validate: roiDraftFromData,
    value: draftValue,
    onRestore: (rows) => dispatch({ type: 'replace', rows }),
    onStartFresh: () => dispatch({ type: 'replace', rows: sampleRows() }),
  });

  /** Removes a row, offers Undo, and moves focus to the card that takes its place. */
  const removeRow = (id: string) => {
    const index = state.rows.findIndex((row) => row.id === id);
    const removed = state.rows[index];
    if (!removed || state.rows.length <= 1) return;
    const name = displayName(removed.channel);
    const next = state.rows[index + 1] ?? state.rows[index - 1];
    dispatch({ type: 'remove', id });
    if (next) focusById(`roi-edit-${next.id}`);
    toast({
      title: fill(t.removed, { name }),
      description: t.removedHint,
      tone: 'info',
      action: {
        label: kit.undo,
        altText: fill(t.undoRemoveAlt, { name }),
        onAction: () => {
          dispatch({ type: 'restore', row: removed, index });
          focusById(`roi-edit-${removed.id}`);
          toast({ title: fill(t.restored, { name }) });
        },
      },
    });
  };

  const share = useShareLink({
    value: state.rows,
    decode: async (token) => (await loadShare()).decodeRoiShare(token, () => makeId()),
    onOpen: ({ rows, currency: linkCurrency }: SharedRoi) => {
      dispatch({ type: 'replace', rows });
      if (linkCurrency) showPlanCurrency(linkCurrency);
    },
    onError: (error) => toast({ title: 'Could not open the shared link', description: `${error} The sample channels are shown instead.`, tone: 'error' }),
  });

  const exportCsv = async () => {
    try {
      const [{ toCsv }, { csvRows, ROI_CSV_COLUMNS, ROI_CSV_FILENAME }] = await Promise.all([import('../../lib/csv.ts'), import('./model/csv.ts')]);
      if (!downloadCsv(ROI_CSV_FILENAME, toCsv(ROI_CSV_COLUMNS, csvRows(state.rows)))) throw new Error('download refused');
      toast({ title: 'Data exported successfully!', description: `${state.rows.length} channels saved to roi-calculator-results.csv.`, tone: 'success' });
    } catch {
      toast({ title: 'Failed to export data', description: 'Your browser did not allow the download. Please try again.', tone: 'error' });
    }
  };

  const copyShareLink = async () => {
    const { roiShareUrl } = await loadShare();
    if (await share.copy(roiShareUrl(window.location.href, state.rows, currency))) {
      toast({
        title: 'Share link copied',
        description: 'Anyone with the link sees these channels and figures. Nothing is stored on our servers.',
        tone: 'success',
      });
    }
  };

  const importRows = (rows: RoiRow[], mode: 'append' | 'replace', skipped: number, readAs: Currency) => {
    const before = state.rows;
    dispatch({ type: mode, rows });
    if (readAs !== currency) chooseCurrency(readAs);
    setImportOpen(false);
    const skippedNote = skipped > 0 ? `${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped.` : '';
    const replacedNote = mode === 'replace' ? fill(t.replacedHint, { count: before.length }) : '';
    const description = [skippedNote, replacedNote].filter(Boolean).join(' ');
    toast({
      title: `Imported ${rows.length} ${rows.length === 1 ? 'channel' : 'channels'}`,
      ...(description ? { description } : {}),
      tone: 'success',
      // Replacing is the destructive choice: the rows it dropped can come back for a few seconds.
      ...(mode === 'replace'
        ? {
            action: {
              label: kit.undo,
              altText: t.undoReplaceAlt,
              onAction: () => {
                dispatch({ type: 'replace', rows: before });
                toast({ title: t.rowsBack });
              },
            },
          }
        : {}),
    });
  };

  const items = [
    { value: 'instructions', label: 'Instructions', content: <InstructionsTab /> },
    {
      value: 'data',
      label: 'Data Input',
      content: (
        <DataInputTab
          rows={analysis.rows}
          editingId={state.editingId}
          currency={currency}
          onAdd={() => dispatch({ type: 'add', id: makeId() })}
          onExport={() => void exportCsv()}
          onImport={() => setImportOpen(true)}
          onToggleEdit={(id) => dispatch({ type: 'toggle-edit', id })}
          onRemove={removeRow}
          onChange={(id, patch) => dispatch({ type: 'update', id, patch })}
        />
      ),
    },
    { value: 'results', label: 'Results & Metrics', content: <ResultsTab analysis={analysis} currency={currency} /> },
    { value: 'dashboard', label: 'Dashboard', content: <DashboardTab analysis={analysis} currency={currency} /> },
    { value: 'optimizer', label: 'Budget Optimizer', content: <OptimizerTab result={optimizer} currency={currency} /> },
  ];

  return (
    <div>
      <NoScriptNotice />
      <div className={`${NEEDS_SCRIPT} print:hidden`}>
        {draft.notice && <div className="mb-4">{draft.notice}</div>}
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <CurrencyPicker id="roi-currency" value={currency} onChange={chooseCurrency} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setSetsOpen(true)}>
              <FolderOpen aria-hidden="true" className="h-4 w-4" />
              {t.savedSets}
            </Button>
            <Button variant="outline" onClick={() => void copyShareLink()}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              Copy share link
            </Button>
            <Button variant="outline" onClick={printWithReport}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print report
            </Button>
          </div>
        </div>
        <Tabs label="ROI calculator sections" items={items} value={tab} onValueChange={setTab} />
        <RoiPlanningMount rows={state.rows} currency={currency} />
      </div>
      <PrintReport analysis={analysis} optimizer={optimizer} currency={currency} />
      {importOpen && (
        <Suspense fallback={null}>
          <ImportDialog open onOpenChange={setImportOpen} currentCount={state.rows.length} makeId={makeId} currency={currency} onImport={importRows} />
        </Suspense>
      )}
      {setsOpen && (
        <Suspense fallback={null}>
          <SavedSetsDialog
            onOpenChange={setSetsOpen}
            rows={state.rows}
            currency={currency}
            onLoad={(set) => {
              dispatch({ type: 'replace', rows: set.rows });
              showPlanCurrency(set.currency);
              setSetsOpen(false);
              toast({ title: fill(t.setLoaded, { name: set.name }) });
            }}
          />
        </Suspense>
      )}
      {share.dialog}
      <Toaster />
    </div>
  );
}
