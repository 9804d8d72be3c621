import { useState } from 'react';
import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { breakEven } from '../model/break-even.ts';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';

/** Read-only: the values at which each channel stops paying for itself, from its own numbers. */
export function BreakEvenSection({ state, currency }: { state: PlannerState; currency: Currency }) {
  const [targetCac, setTargetCac] = useState(0);
  const money = (v: number) => formatMoney(v, currency, 2);
  return (
    <PlanningBlock title="Break-even values" chip="yours">
      <NumberField
        label="Target cost per customer (optional)"
        value={targetCac}
        min={0}
        step={10}
        onValueChange={(v) => setTargetCac(Math.max(0, v))}
        className="max-w-xs"
      />
      <ScrollTable label="Break-even values per channel">
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Max CPC for target CAC</th>
            <th scope="col">Break-even CPC</th>
            <th scope="col">Break-even CVR</th>
            <th scope="col">Break-even value per lead</th>
          </tr>
        </thead>
        <tbody>
          {state.channels.map((c, i) => {
            const b = breakEven(c, state.leadToCustomerRate, targetCac > 0 ? targetCac : undefined);
            return (
              <tr key={c.id}>
                <th scope="row">{channelLabel(c.name, i)}</th>
                <td>{b.maxCpcForTargetCac === null ? '—' : money(b.maxCpcForTargetCac)}</td>
                <td>{money(b.breakEvenCpc)}</td>
                <td>{formatNumber(b.breakEvenCvr, 4)}%</td>
                <td>{money(b.breakEvenValuePerLead)}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <p>Break-even means revenue equals spend (ROI 0). A CPC above the break-even CPC, or a CVR below the break-even CVR, loses money on that channel.</p>
    </PlanningBlock>
  );
}
