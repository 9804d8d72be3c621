import { Link2, Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button.tsx';
import { downloadText } from '../../components/ui/download.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { CURRENCIES, currencyLabels, isCurrency, type Currency } from '../../lib/money.ts';
import { inputClasses } from '../../components/ui/field.tsx';
import { analyse, sampleRows, type RoiRow } from './model/roi.ts';
import { optimise } from './model/optimizer.ts';
import { SHARE_PARAM } from '../../lib/share-link.ts';
import { roiReducer } from './model/state.ts';
import { setPreferredCurrency, usePreferredCurrency } from '../calculator-kit/use-currency.ts';
import { DashboardTab } from './dashboard-tab.tsx';
import { DataInputTab } from './data-input-tab.tsx';
import { InstructionsTab } from './instructions-tab.tsx';
import { OptimizerTab } from './optimizer-tab.tsx';
import { PrintReport } from './print-report.tsx';
import { ResultsTab } from './results-tab.tsx';
import { RoiPlanningMount } from './planning/planning-mount.tsx';

let sequence = 0;
/** Row ids: the current time (as SPEC says) plus a counter, so two rows added in one millisecond differ. */
const makeId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

// The import dialog (and the CSV parser behind it) loads when the visitor first opens it.
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
// The share-link codec brings zod; it loads only when a link is opened or made.
const loadShare = () => import('./model/share.ts');

export function RoiCalculator() {
  const [state, dispatch] = useReducer(roiReducer, undefined, () => ({ rows: sampleRows(), editingId: null }));
  const analysis = useMemo(() => analyse(state.rows), [state.rows]);
  const optimizer = useMemo(() => optimise(state.rows), [state.rows]);
  const preferred = usePreferredCurrency();
  const [linkCurrency, setLinkCurrency] = useState<Currency | null>(null);
  const currency = linkCurrency ?? preferred;
  const [tab, setTab] = useState('data');
  const [importOpen, setImportOpen] = useState(false);
  const [printing, setPrinting] = useState(false);

  // A shared link's rows replace the samples once, after hydration (the server renders the samples).
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(SHARE_PARAM);
    if (!token) return;
    let active = true;
    void loadShare().then(({ decodeRoiShare }) => {
      if (!active) return;
      const result = decodeRoiShare(token, () => makeId());
      if (!result.ok) {
        toast({ title: 'Could not open the shared link', description: `${result.error} The sample channels are shown instead.`, tone: 'error' });
        return;
      }
      dispatch({ type: 'replace', rows: result.value.rows });
      if (result.value.currency) setLinkCurrency(result.value.currency);
    });
    return () => {
      active = false;
    };
  }, []);

  // The printed report exists only while printing, so the screen never carries a hidden copy.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const exportCsv = async () => {
    try {
      const [{ toCsv }, { csvRows, ROI_CSV_COLUMNS, ROI_CSV_FILENAME }] = await Promise.all([import('../../lib/csv.ts'), import('./model/csv.ts')]);
      if (!downloadText(ROI_CSV_FILENAME, toCsv(ROI_CSV_COLUMNS, csvRows(state.rows)))) throw new Error('download refused');
      toast({ title: 'Data exported successfully!', description: `${state.rows.length} channels saved to roi-calculator-results.csv.`, tone: 'success' });
    } catch {
      toast({ title: 'Failed to export data', description: 'Your browser did not allow the download. Please try again.', tone: 'error' });
    }
  };

  const copyShareLink = async () => {
    const { roiShareUrl } = await loadShare();
    const url = roiShareUrl(window.location.href, state.rows, currency);
    window.history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Share link copied',
        description: 'Anyone with the link sees these channels and figures. Nothing is stored on our servers.',
        tone: 'success',
      });
    } catch {
      toast({ title: 'Share link ready', description: 'Copy it from your browser’s address bar: it now holds your figures.', tone: 'info' });
    }
  };

  const importRows = (rows: RoiRow[], mode: 'append' | 'replace', skipped: number) => {
    dispatch({ type: mode, rows });
    setImportOpen(false);
    toast({
      title: `Imported ${rows.length} ${rows.length === 1 ? 'channel' : 'channels'}`,
      ...(skipped > 0 ? { description: `${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped.` } : {}),
      tone: 'success',
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
          onRemove={(id) => dispatch({ type: 'remove', id })}
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
      <div className="print:hidden">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <label htmlFor="roi-currency" className="mb-1.5 block text-sm font-medium text-slate-800">
              Currency
            </label>
            <select
              id="roi-currency"
              value={currency}
              className={inputClasses('h-10 min-w-56 py-0')}
              onChange={(event) => {
                const value = event.target.value;
                if (!isCurrency(value)) return;
                setLinkCurrency(null);
                setPreferredCurrency(value);
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {currencyLabels[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copyShareLink()}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              Copy share link
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print report
            </Button>
          </div>
        </div>
        <Tabs label="ROI calculator sections" items={items} value={tab} onValueChange={setTab} />
        <RoiPlanningMount rows={state.rows} currency={currency} />
      </div>
      {printing && <PrintReport analysis={analysis} optimizer={optimizer} currency={currency} />}
      {importOpen && (
        <Suspense fallback={null}>
          <ImportDialog open onOpenChange={setImportOpen} currentCount={state.rows.length} makeId={makeId} onImport={importRows} />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
