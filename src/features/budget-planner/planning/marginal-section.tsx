import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState } from '../model/planner.ts';
import { bestNextChannel, marginalRows, type SaturationLayer } from '../model/saturation.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  spends: number[];
  amount: number;
  onAmountChange: (value: number | null) => void;
}

export function MarginalSection({ state, currency, layer, spends, amount, onAmountChange }: Props) {
  const rows = marginalRows(state, layer, spends, amount);
  const best = bestNextChannel(rows);
  const next = formatMoney(amount, currency);
  return (
    <PlanningBlock title="Average and next amount" chip={layer.enabled ? 'assumption' : undefined}>
      <NumberField
        label="Next amount to add"
        value={amount}
        min={0}
        step={100}
        hint="Default: 1% of the total budget."
        onValueChange={(v) => onAmountChange(v > 0 ? v : null)}
        className="max-w-xs"
      />
      <ScrollTable label="Average and marginal return per channel">
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Average CPL</th>
            <th scope="col">Average ROAS</th>
            <th scope="col">Next {next}: extra leads</th>
            <th scope="col">Marginal CPL</th>
            <th scope="col">Marginal ROAS</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td>{formatMoney(r.averageCpl, currency, 2)}</td>
              <td>{formatNumber(r.averageRoas, 3)}</td>
              <td>{formatNumber(r.extraLeads, 3)}</td>
              <td>{formatMoney(r.marginalCpl, currency, 2)}</td>
              <td>{formatNumber(r.marginalRoas, 3)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {amount > 0 && best && best.extraLeads > 0 && (
        <p className="font-medium" data-testid="next-amount-line">
          Where the next {next} should go: {best.name} (returns {formatNumber(best.marginalRoas, 2)} per 1 at the margin).
        </p>
      )}
      {layer.enabled ? (
        <p>
          <SourceChip kind="assumption" /> With diminishing returns the next amount returns less than the average; the ranking can flip, so allocate by the next
          amount, not the average.
        </p>
      ) : (
        <p>Saturation is off, so the next amount returns exactly the average: marginal equals average.</p>
      )}
    </PlanningBlock>
  );
}
