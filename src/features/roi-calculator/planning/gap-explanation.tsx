import type { Currency } from '../../../lib/money.ts';
import { fill } from '../../../i18n/fill.ts';
import { useFormat } from '../../calculator-kit/use-format.ts';
import { describeGap, driversOf, explainCustomersGap, explainRevenueGap, type Figures } from '../model/variance.ts';
import { useRoiText } from '../roi-text.tsx';

/** Why revenue missed: the exact split into spend, click cost, conversion rate and value per lead. */
export function GapExplanation({ target, actual, currency }: { target: Figures; actual: Figures; currency: Currency }) {
  const p = useRoiText().planning;
  const fmt = useFormat(currency);
  const split = explainRevenueGap(driversOf(target), driversOf(actual));
  if (!split) return <p className="text-slate-700">{p.zeroSplit}</p>;
  const money = (v: number) => fmt.money(v);
  const customers = explainCustomersGap(target, actual);
  const count = (v: number) => fmt.number(v, 2);
  return (
    <div>
      <p className="font-medium">{describeGap(split, money, p)}</p>
      <p className="text-slate-700">
        {fill(p.gapParts, {
          spend: money(split.spend),
          cpc: money(split.cpc),
          cvr: money(split.cvr),
          vpl: money(split.valuePerLead),
        })}
      </p>
      <p className="text-slate-700">
        {customers
          ? fill(p.customersParts, {
              spend: count(customers.spend),
              cpc: count(customers.cpc),
              cvr: count(customers.cvr),
              rate: count(customers.leadToCustomer),
            })
          : fill(p.customersZero, { note: p.zeroSplit })}
      </p>
    </div>
  );
}
