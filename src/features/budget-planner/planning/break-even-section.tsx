import { useState } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { breakEvenAtMargin } from '../model/margin-figures.ts';
import type { PlannerState } from '../model/planner.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { Block, usePlanning } from './words.tsx';

/** Read-only: the values at which each channel stops paying for itself, from its own numbers. */
interface Props {
  state: PlannerState;
  currency: Currency;
  /** Kept with the plan when given; otherwise held here. */
  targetCac?: number;
  onTargetCac?: (value: number) => void;
  /** Gross margin as a fraction: break-even then means contribution, not revenue, covers the cost. */
  margin?: number | undefined;
  /** Each channel's margin (its own or the plan's), in table order; wins over `margin`. */
  margins?: readonly (number | undefined)[];
}

export function BreakEvenSection(props: Props) {
  const [own, setOwn] = useState(0);
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.breakEven.title} chip="yours">
      <BreakEvenBody {...props} targetCac={props.targetCac ?? own} onTargetCac={props.onTargetCac ?? setOwn} />
    </Block>
  );
}

function BreakEvenBody({
  state,
  currency,
  targetCac,
  onTargetCac: setTargetCac,
  margin,
  margins,
}: Props & { targetCac: number; onTargetCac: (value: number) => void }) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.breakEven;
  const money = (v: number) => fmt.money(v, 2);
  return (
    <>
      <NumberField
        label={t.target}
        value={targetCac}
        min={0}
        step={10}
        onValueChange={(v) => setTargetCac(Math.max(0, v))}
        transition
        className="max-w-xs"
      />
      <ScrollTable label={t.table}>
        <thead>
          <tr>
            <th scope="col">{all.channel}</th>
            <th scope="col">{t.maxCpc}</th>
            <th scope="col">{t.cpc}</th>
            <th scope="col">{t.cvr}</th>
            <th scope="col">{t.vpl}</th>
          </tr>
        </thead>
        <tbody>
          {state.channels.map((c, i) => {
            const b = breakEvenAtMargin(
              c,
              state.leadToCustomerRate,
              targetCac > 0 ? targetCac : undefined,
              margins ? margins[i] : margin,
            );
            return (
              <tr key={c.id}>
                <th scope="row">{name(c.name, i)}</th>
                <td>{b.maxCpcForTargetCac === null ? all.none : money(b.maxCpcForTargetCac)}</td>
                <td>{money(b.breakEvenCpc)}</td>
                <td>{fmt.number(b.breakEvenCvr, 4)}%</td>
                <td>{money(b.breakEvenValuePerLead)}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <p>{t.explain}</p>
    </>
  );
}
