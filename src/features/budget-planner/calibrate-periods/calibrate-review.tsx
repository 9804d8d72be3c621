/**
 * The planner's review of dropped exports: the kit's review, plus what the periods in the files say
 * about diminishing returns per channel (the two periods, their spend and results, the fitted curve
 * or why there is none). Loaded with the review, so none of it is in the planner's first load.
 */
import { ImportReviewDialog, type ChosenSource } from '../../calculator-kit/import/import-review-dialog.tsx';
import { importedPeriodRows } from '../../calculator-kit/import/period-rows.ts';
import { useFormat } from '../../calculator-kit/use-format.ts';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import type { PlannerState } from '../model/planner.ts';
import { calibratedPlan, type CalibratedPlan } from './calibrated-plan.ts';
import { periodsEn, type PeriodsText } from './i18n/en.ts';
import { periodsVi } from './i18n/vi.ts';
import { channelPeriods, type ChannelPeriods, type PeriodPoint } from './period-fit.ts';

export interface CalibrateReviewProps {
  state: PlannerState;
  files: readonly File[];
  currency: Currency;
  room: number;
  limit: number;
  onClose: () => void;
  /** The plan the import makes (null: nothing to add), the currency it is in, and words for the toast. */
  onImport: (plan: CalibratedPlan | null, currency: Currency, words: PeriodsText) => void;
}

/** "2026-07" in the page's language ("July 2026", "tháng 7 năm 2026"); any other period as written. */
export function periodName(period: string, locale: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (!month) return period;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)),
  );
}

/** Every channel with two or more dated periods in the files, with its curve or why there is none. */
const withPeriods = (sources: readonly ChosenSource[]) =>
  channelPeriods(sources.flatMap((source) => importedPeriodRows(source.file, source.leadType, source.label))).filter(
    (c) => c.points.length >= 2,
  );

export function CalibrateReview({ state, onImport, currency, ...props }: CalibrateReviewProps) {
  const { locale } = useToolLanguage();
  const t = locale === 'vi' ? periodsVi : periodsEn;
  return (
    <ImportReviewDialog
      {...props}
      currency={currency}
      periods={(sources, readAs) => (
        <PeriodSummary channels={withPeriods(sources)} t={t} currency={readAs} locale={locale} />
      )}
      onImport={(outcome) => onImport(calibratedPlan(state, outcome, withPeriods(outcome.chosen)), outcome.currency, t)}
    />
  );
}

function PeriodSummary(props: { channels: ChannelPeriods[]; t: PeriodsText; currency: Currency; locale: string }) {
  const { channels, t, currency, locale } = props;
  const fmt = useFormat(currency);
  if (channels.length === 0) return null;
  const point = (p: PeriodPoint, result: string) =>
    fill(t.period, {
      period: periodName(p.period, locale),
      spend: fmt.money(p.spend, 2),
      leads: fmt.number(p.leads, Number.isInteger(p.leads) ? 0 : 2),
      result,
      clicks: fmt.number(p.clicks, 0),
    });
  return (
    <section aria-labelledby="period-fit-heading" className="space-y-3 border-t border-slate-200 pt-4 text-sm">
      <h3 id="period-fit-heading" className="font-semibold text-slate-900">
        {t.heading}
      </h3>
      <p className="text-slate-700">{t.intro}</p>
      <ul className="space-y-3">
        {channels.map((channel) => {
          const shown = channel.chosen ?? channel.points.slice(0, 2);
          return (
            <li key={channel.key} className="rounded-lg border border-slate-200 p-3" data-testid="period-fit">
              <p className="font-semibold text-slate-900">{channel.channel}</p>
              {channel.points.length > 2 && channel.chosen && (
                <p className="text-slate-700">{fill(t.ofMore, { count: channel.points.length })}</p>
              )}
              <ul className="list-disc pl-5 text-slate-700">
                {shown.map((p) => (
                  <li key={p.period}>{point(p, channel.leadLabel)}</li>
                ))}
              </ul>
              {channel.curve.ok ? (
                <p className="mt-1 font-medium text-success-700">
                  {fill(t.fitted, {
                    cmax: fmt.number(channel.curve.cmax, 0),
                    result: channel.leadLabel,
                    h: fmt.money(channel.curve.h, 2),
                    sRef: fmt.money(channel.curve.sRef, 2),
                    phi: fmt.number(channel.curve.phi, 4),
                  })}
                </p>
              ) : (
                <p className="mt-1 font-medium text-warning-700">{t.refused[channel.curve.reason]}</p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-slate-600">{t.season}</p>
    </section>
  );
}
