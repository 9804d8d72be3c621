/** Flight dates, budget phasing and the seasonality preset, with the preset's numbers in words. */
import { useState } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { fill } from '../../../i18n/fill.ts';
import { useDated } from './dated-words.tsx';
import { daysInclusive, isIsoDay, type Flight } from './model/calendar.ts';
import { withFlight, PHASINGS, type DatedPlan, type MonthPlan, type Phasing } from './model/plan.ts';
import { presetIndices, PRESETS, TET_DATES, tetUnknown, type Preset } from './model/seasonality.ts';
import { flightMonths } from './model/calendar.ts';
import { DATED_LIMITS } from './model/document.ts';

export function SettingsSection({
  plan,
  onChange,
  months,
}: {
  plan: DatedPlan;
  onChange: (plan: DatedPlan) => void;
  months: readonly MonthPlan[];
}) {
  const { t, day } = useDated();
  // A refused flight stays in the boxes as typed, so correcting either date completes it; a flight
  // changed elsewhere (a file, a link) replaces it. The message shows exactly while one is on screen.
  const [typed, setTyped] = useState<Flight | null>(null);
  const [seen, setSeen] = useState(plan.flight);
  if (seen.start !== plan.flight.start || seen.end !== plan.flight.end) {
    setSeen(plan.flight);
    setTyped(null);
  }
  const refused = typed !== null;
  const shown = typed ?? plan.flight;
  const setFlight = (flight: Flight) => {
    const span =
      (Number(flight.end.slice(0, 4)) - Number(flight.start.slice(0, 4))) * 12 +
      Number(flight.end.slice(5, 7)) -
      Number(flight.start.slice(5, 7)) +
      1;
    // A flight that could not be shown month by month is refused, and the last good one stays.
    const ok =
      isIsoDay(flight.start) &&
      isIsoDay(flight.end) &&
      daysInclusive(flight.start, flight.end) > 0 &&
      span <= DATED_LIMITS.months;
    setTyped(ok ? null : flight);
    if (!ok) return;
    const next = withFlight(plan, flight);
    // A preset follows the flight: new months get the preset's index.
    const indices =
      plan.preset === 'none'
        ? {}
        : presetIndices(
            plan.preset,
            flightMonths(flight).map((m) => m.month),
          );
    onChange({ ...next, index: { ...indices, ...next.index } });
  };
  const choosePreset = (preset: Preset) =>
    onChange({
      ...plan,
      preset,
      index: presetIndices(
        preset,
        flightMonths(plan.flight).map((m) => m.month),
      ),
    });
  const unknownYears =
    plan.preset === 'vn' ? [...new Set(months.filter((m) => tetUnknown(m.month)).map((m) => m.month.slice(0, 4)))] : [];
  const tetDates = Object.values(TET_DATES).map(day).join(', ');
  return (
    <div className="space-y-4 print:hidden">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id="dated-start"
          label={t.flightStart}
          value={shown.start}
          invalid={refused}
          onChange={(start) => setFlight({ ...shown, start })}
        />
        <DateField
          id="dated-end"
          label={t.flightEnd}
          value={shown.end}
          invalid={refused}
          onChange={(end) => setFlight({ ...shown, end })}
        />
      </div>
      {refused && (
        <p id="dated-flight-error" role="alert" className="text-sm font-medium text-red-700">
          {t.flightInvalid}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="dated-phasing" className="mb-1.5 block text-sm font-medium">
            {t.phasing}
          </label>
          <Select
            id="dated-phasing"
            value={plan.phasing}
            onValueChange={(value) => onChange({ ...plan, phasing: value as Phasing })}
            options={PHASINGS.map((value) => ({ value, label: t.phasings[value] }))}
            className="w-full"
          />
          <p className="mt-1 text-xs text-slate-600">{t.phasingHelp[plan.phasing]}</p>
        </div>
        <div>
          <label htmlFor="dated-preset" className="mb-1.5 block text-sm font-medium">
            {t.preset}
          </label>
          <Select
            id="dated-preset"
            value={plan.preset}
            onValueChange={(value) => choosePreset(value as Preset)}
            options={PRESETS.map((value) => ({ value, label: t.presets[value] }))}
            className="w-full"
          />
        </div>
      </div>
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
        <p className="font-medium">{t.assumption}</p>
        <p className="mt-1">{fill(t.presetNumbers[plan.preset], { dates: tetDates })}</p>
        {unknownYears.length > 0 && <p className="mt-1">{fill(t.tetUnknown, { years: unknownYears.join(', ') })}</p>}
        <p className="mt-1">{t.indexMeaning}</p>
      </div>
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'dated-flight-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses('h-10')}
      />
    </div>
  );
}
