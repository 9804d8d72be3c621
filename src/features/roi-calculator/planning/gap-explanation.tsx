import { formatMoney, type Currency } from '../../../lib/money.ts';
import { formatNumber } from '../../../lib/money.ts';
import { describeGap, driversOf, explainCustomersGap, explainRevenueGap, ZERO_SPLIT_NOTE, type Figures } from '../model/variance.ts';

/** Why revenue missed: the exact split into spend, click cost, conversion rate and value per lead. */
export function GapExplanation({ target, actual, currency }: { target: Figures; actual: Figures; currency: Currency }) {
  const split = explainRevenueGap(driversOf(target), driversOf(actual));
  if (!split) return <p className="text-slate-700">{ZERO_SPLIT_NOTE}</p>;
  const money = (v: number) => formatMoney(v, currency);
  const customers = explainCustomersGap(target, actual);
  const count = (v: number) => formatNumber(v, 2);
  return (
    <div>
      <p className="font-medium">{describeGap(split, money)}</p>
      <p className="text-slate-700">
        Spend {money(split.spend)} · cost per click {money(split.cpc)} · conversion rate {money(split.cvr)} · value per lead {money(split.valuePerLead)}: these
        add up exactly to the revenue gap.
      </p>
      <p className="text-slate-700">
        {customers
          ? `Customers: spend ${count(customers.spend)} · cost per click ${count(customers.cpc)} · conversion rate ${count(customers.cvr)} · lead-to-customer rate ${count(customers.leadToCustomer)}.`
          : 'Customers: ' + ZERO_SPLIT_NOTE}
      </p>
    </div>
  );
}
