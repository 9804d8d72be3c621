import { useMemo } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState } from '../model/planner.ts';
import { type SaturationLayer } from '../model/saturation.ts';
import { bestNextChannel, marginalRows } from '../model/saturation-figures.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { Block, Chip, usePlanning } from './words.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  spends: number[];
  amount: number;
  onAmountChange: (value: number | null) => void;
}

export function MarginalSection(props: Props) {
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.marginal.title} chip={props.layer.enabled ? 'assumption' : undefined}>
      <MarginalBody {...props} />
    </Block>
  );
}

/** The block's content, in the page only while it is open: the rows are worked out here. */
function MarginalBody({ state, currency, layer, spends, amount, onAmountChange }: Props) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.marginal;
  const figures = useMemo(() => marginalRows(state, layer, spends, amount), [state, layer, spends, amount]);
  const rows = figures.map((r, i) => ({ ...r, name: name(state.channels[i]?.name ?? '', i) }));
  const best = bestNextChannel(rows);
  const next = fmt.money(amount);
  return (
    <>
      <NumberField
        label={t.amount}
        value={amount}
        min={0}
        step={100}
        hint={t.amountHint}
        onValueChange={(v) => onAmountChange(v > 0 ? v : null)}
        transition
        className="max-w-xs"
      />
      <ScrollTable label={t.table}>
        <thead>
          <tr>
            <th scope="col">{all.channel}</th>
            <th scope="col">{t.averageCpl}</th>
            <th scope="col">{t.averageRoas}</th>
            <th scope="col">{fill(t.extraLeads, { amount: next })}</th>
            <th scope="col">{t.marginalCpl}</th>
            <th scope="col">{t.marginalRoas}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td>{fmt.money(r.averageCpl, 2)}</td>
              <td>{fmt.number(r.averageRoas, 3)}</td>
              <td>{fmt.number(r.extraLeads, 3)}</td>
              <td>{fmt.money(r.marginalCpl, 2)}</td>
              <td>{fmt.number(r.marginalRoas, 3)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {amount > 0 && best && best.extraLeads > 0 && (
        <p className="font-medium" data-testid="next-amount-line">
          {fill(t.best, { amount: next, name: best.name, revenue: fmt.moneyProse(amount * best.marginalRoas) })}
        </p>
      )}
      {layer.enabled ? (
        <p>
          <Chip kind="assumption" /> {t.saturated}
        </p>
      ) : (
        <p>{t.linear}</p>
      )}
    </>
  );
}
