import { lazy, memo, Suspense, useId } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses, OwnForm } from '../../components/ui/field.tsx';
import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { useRoiText } from './roi-text.tsx';
import { NUMBER_FIELDS, type RoiRowResult, type RoiRow } from './model/roi.ts';
import { roasTone } from '../calculator-kit/tones.ts';
import { displayName, recommendationTone, recommendationWord } from './display.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { ROI_LIMITS } from './model/limits.ts';
import { contradictions } from './model/contradictions.ts';
import { withResults } from '../calculator-kit/model/result-type.ts';

import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';

// The result type choice is only needed while a card is edited: it loads then, off the first load.
const ResultChoice = lazy(() =>
  import('../calculator-kit/result-choice.tsx').then((m) => ({ default: m.ResultChoice })),
);

interface ChannelCardProps {
  row: RoiRowResult;
  editing: boolean;
  canRemove: boolean;
  currency: Currency;
  /** The handlers take the row's id, so one set serves every card and a card redraws only for its row. */
  onToggleEdit: (id: string) => void;
  onRemove: (id: string) => void;
  onChange: (id: string, patch: Partial<Omit<RoiRow, 'id'>>) => void;
}

/** One channel's card. Memoised: typing in one card redraws that card alone (with `metricsCache`). */
export const ChannelCard = memo(function ChannelCard({
  row,
  editing,
  canRemove,
  currency,
  onToggleEdit,
  onRemove,
  onChange,
}: ChannelCardProps) {
  const id = useId();
  const t = useRoiText();
  const fmt = useFormat(currency);
  const name = displayName(row.channel, t.untitled);
  const warnings = contradictions(row).map((warning) =>
    warning.kind === 'customers-over-leads'
      ? fill(t.moreCustomersThanLeads, { customers: fmt.number(warning.customers), leads: fmt.number(warning.leads) })
      : fill(t.moreLeadsThanClicks, { leads: fmt.number(warning.leads), clicks: fmt.number(warning.clicks) }),
  );
  const { kit } = useToolLanguage();
  const words = kit.results;
  const leadsLabel = withResults(t.leads, [row.result], words);
  const labels = {
    spend: t.spendLabel,
    clicks: t.clicks,
    conversions: leadsLabel,
    customers: t.customers,
    revenue: t.revenue,
  };
  // A card off the screen is not styled, laid out or painted (content-visibility): on a phone the
  // page loads, and hydrates, with only the cards in view drawn. Until first drawn a card keeps the
  // room of a usual card's content box (511 px in English and 527 px in Vietnamese on a phone, 437 and
  // 433–473 px from md up; a channel counting messages started has a line more, 567 px; padding and
  // border come on top), so a card a visitor jumps to moves what is on the screen by 40 px at most;
  // `auto` then keeps the height it was drawn at.
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-card border bg-white p-5 shadow-card transition-colors [contain-intrinsic-size:auto_527px] [content-visibility:auto] md:[contain-intrinsic-size:auto_437px] ${editing ? 'border-brand-400 ring-2 ring-brand-200' : 'border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} title={name} className="truncate text-lg font-bold">
            {name}
          </h3>
          <p className="truncate text-sm text-slate-600">{row.campaignName.trim() || t.noCampaign}</p>
        </div>
        <div className="flex shrink-0 gap-1.5">
          <Button
            id={`roi-edit-${row.id}`}
            variant={editing ? 'primary' : 'outline'}
            size="sm"
            onClick={() => onToggleEdit(row.id)}
            aria-label={fill(editing ? t.doneName : t.editName, { name })}
          >
            {editing ? <Icon name="check" className="h-4 w-4" /> : <Icon name="pencil" className="h-4 w-4" />}
            {editing ? t.done : t.edit}
          </Button>
          {canRemove && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(row.id)}
              aria-label={fill(t.removeName, { name })}
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
            >
              <Icon name="trash" className="h-4 w-4" />
            </Button>
          )}
        </div>
      </div>

      <fieldset disabled={!editing} className="mt-4 grid min-w-0 grid-cols-2 gap-x-3 gap-y-2">
        <legend className="sr-only">{fill(editing ? t.figuresFor : t.figuresForLocked, { name })}</legend>
        <OwnForm className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-channel`} className="mb-1 block text-sm font-medium text-slate-800">
            {t.channel}
          </label>
          <input
            id={`${id}-channel`}
            type="text"
            maxLength={ROI_LIMITS.name}
            value={row.channel}
            className={inputClasses()}
            onChange={(e) => onChange(row.id, { channel: e.target.value })}
          />
        </OwnForm>
        <OwnForm className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-campaign`} className="mb-1 block text-sm font-medium text-slate-800">
            {t.campaign}
          </label>
          <input
            id={`${id}-campaign`}
            type="text"
            maxLength={ROI_LIMITS.name}
            value={row.campaignName}
            className={inputClasses()}
            onChange={(e) => onChange(row.id, { campaignName: e.target.value })}
          />
        </OwnForm>
        {editing && (
          <Suspense fallback={null}>
            <ResultChoice
              className="col-span-2"
              value={row.result}
              onChange={(result) => onChange(row.id, { result })}
            />
          </Suspense>
        )}
        {NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field.key}
            label={labels[field.key]}
            value={row[field.key]}
            integer={field.integer}
            disabled={!editing}
            {...(field.money ? { currency } : {})}
            onValueChange={(value) => onChange(row.id, { [field.key]: value })}
            transition
          />
        ))}
      </fieldset>
      {warnings.length > 0 && (
        <ul
          data-contradictions
          className="mt-3 space-y-1 rounded-control border border-warning-600/30 bg-warning-50 p-3 text-xs text-slate-800"
        >
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}

      <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <div className="flex items-center gap-1.5">
          <dt className="text-slate-600">ROI</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{fmt.percent(row.roi * 100, 1)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-slate-600">ROAS</dt>
          <dd>
            <Badge tone={roasTone(row.roas)}>{fmt.multiple(row.roas, 2)}</Badge>
          </dd>
        </div>
        {/* Always a line of its own: a word that fits beside the figures at one key press and not at the
            next would move everything below the card as the visitor types. */}
        <div className="flex basis-full items-center gap-1.5">
          <dt className="sr-only">{t.recommendation}</dt>
          <dd>
            <Badge tone={recommendationTone(row.budgetRecommendation)}>
              {recommendationWord(t, row.budgetRecommendation)}
            </Badge>
          </dd>
        </div>
      </dl>
    </section>
  );
});
