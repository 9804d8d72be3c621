/**
 * The ROI calculator's saved sets in one dialog: save the channels on screen under a name (asking
 * before replacing one), load, delete with Undo, and compare every saved set's totals side by side.
 * Undo sits inside the dialog: a modal makes everything outside it inert, toasts included.
 * Loaded on first use.
 */
import { fill } from '../../i18n/fill.ts';
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Currency } from '../../lib/money.ts';
import { formattersFor } from '../calculator-kit/use-format.ts';
import { storedValue } from '../../lib/storage.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { analyse, type RoiRow } from './model/roi.ts';
import {
  isSetNameTaken,
  makeSavedSet,
  type SetSettings,
  NO_SAVED_SETS,
  ROI_SAVED_SETS_KEY,
  savedSetsFromData,
  SET_NAME_LIMIT,
  withoutSet,
  withSet,
  type SavedSet,
  type SavedSetsList,
} from './model/saved-sets.ts';
import { useRoiText } from './roi-text.tsx';
import { focusById } from '../calculator-kit/focus.ts';

const store = storedValue<SavedSetsList>(ROI_SAVED_SETS_KEY, savedSetsFromData, NO_SAVED_SETS);
const writeList = (list: unknown[]) => store.write(list as unknown as SavedSetsList);

interface SavedSetsDialogProps {
  onOpenChange: (open: boolean) => void;
  rows: readonly RoiRow[];
  currency: Currency;
  /** The gross margin and the marginal check, saved with the rows. */
  settings?: SetSettings;
  onLoad: (set: SavedSet) => void;
}

export function SavedSetsDialog({ onOpenChange, rows, currency, settings, onLoad }: SavedSetsDialogProps) {
  const { kit, locale } = useToolLanguage();
  const t = useRoiText();
  const id = useId();
  const snapshot = useSyncExternalStore(store.subscribe, store.read, () => store.serverSnapshot);
  const list = snapshot.value;
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  /** The set just deleted: its status row offers Undo until another action. */
  const [deleted, setDeleted] = useState<SavedSet>();

  function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return setError(t.setNameMissing);
    const taken = isSetNameTaken(list, name);
    if (taken && confirming !== name.trim()) return setConfirming(name.trim());
    const result = writeList(withSet(list, makeSavedSet(name, rows, currency, new Date(), settings), taken));
    if (!result.ok) return setError(t.setSaveFailed);
    setName('');
    setConfirming(undefined);
    setDeleted(undefined);
    toast({ title: fill(t.setSaved, { name: name.trim() }) });
  }

  function remove(set: SavedSet) {
    if (!writeList(withoutSet(store.read().value, set.id)).ok) return;
    // The Delete button is gone with its row: focus moves to Undo in the status row.
    setDeleted(set);
    focusById(`${id}-undo`);
  }

  function undo() {
    if (!deleted) return;
    if (!writeList(withSet(store.read().value, deleted, false)).ok) return setError(t.setSaveFailed);
    setDeleted(undefined);
    focusById(`${id}-delete-${deleted.id}`);
  }

  const sets = [...list.sets].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t.setsTitle}
      description={t.setsDescription}
      className="max-w-2xl"
      initialFocus={`${id}-name`}
    >
      {snapshot.problem && <p className="mb-3 text-sm text-danger-700">{t.setsUnreadable}</p>}
      <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-name`}
            label={t.setName}
            name="set-name"
            value={name}
            maxLength={SET_NAME_LIMIT}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
              setConfirming(undefined);
            }}
          />
        </div>
        <Button type="submit" className="mt-7">
          {confirming === undefined ? t.saveSet : t.replaceSet}
        </Button>
      </form>
      {confirming !== undefined && (
        <p className="mt-2 rounded-control border border-warning-600/30 bg-warning-50 p-3 text-sm">
          {fill(t.setOverwrite, { name: confirming })}
        </p>
      )}
      {deleted && (
        <p
          role="status"
          className="mt-3 flex flex-wrap items-center gap-x-2 rounded-control border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-words">{fill(t.setDeleted, { name: deleted.name })}</span>{' '}
          <span aria-hidden="true">·</span>{' '}
          <Button
            id={`${id}-undo`}
            size="sm"
            variant="ghost"
            aria-label={fill(t.undoDelete, { name: deleted.name })}
            onClick={undo}
          >
            {kit.undo}
          </Button>
        </p>
      )}
      {sets.length === 0 ? (
        <p className="mt-5 rounded-control border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          {t.noSets}
        </p>
      ) : (
        <div className="mt-5 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.compareCaption}</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {[t.setName, t.setChannels, t.spendLabel, t.revenue, t.colRoi].map((head) => (
                  <th key={head} scope="col" className="px-2 py-2 font-semibold">
                    {head}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sets.map((set) => {
                const { totals } = analyse(set.rows);
                const fmt = formattersFor(set.currency, locale);
                return (
                  <tr key={set.id}>
                    <th scope="row" className="max-w-40 truncate px-2 py-2 text-left font-medium" title={set.name}>
                      {set.name}
                    </th>
                    <td className="px-2 py-2 tabular-nums">{set.rows.length}</td>
                    <td className="px-2 py-2 tabular-nums">{fmt.money(totals.spend)}</td>
                    <td className="px-2 py-2 tabular-nums">{fmt.money(totals.revenue)}</td>
                    <td className="px-2 py-2 tabular-nums">{fmt.percent(totals.roi * 100, 1)}</td>
                    <td className="flex gap-1 px-2 py-2">
                      <Button size="sm" aria-label={fill(t.loadName, { name: set.name })} onClick={() => onLoad(set)}>
                        {t.load}
                      </Button>
                      <Button
                        id={`${id}-delete-${set.id}`}
                        size="sm"
                        variant="outline"
                        aria-label={fill(t.deleteName, { name: set.name })}
                        onClick={() => remove(set)}
                      >
                        {t.delete}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
