import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { bandDistance } from '../model/planning-checks.ts';
import type { RoiRow } from '../model/roi.ts';

/** Read-only: how far each row is from the next recommendation band, and its break-even CPC. */
export function BandsSection({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const money = (v: number) => formatMoney(v, currency);
  return (
    <PlanningBlock title="Distance to the next recommendation" chip="yours">
      <ScrollTable label="Distance to the next recommendation per channel">
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Now</th>
            <th scope="col">To move up</th>
            <th scope="col">To keep this band</th>
            <th scope="col">Break-even CPC</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const d = bandDistance(row);
            return (
              <tr key={row.id}>
                <th scope="row">{row.channel}</th>
                <td>{d.band}</td>
                <td>{d.up ? `+${money(d.up.revenueGap)} revenue to reach ${d.up.band} (more than ${money(d.up.revenueNeeded)})` : '—'}</td>
                <td>
                  {d.keep
                    ? `spend below ${money(d.keep.spendCeiling)}${row.clicks > 0 ? `, i.e. CPC below ${formatMoney(d.keep.cpcCeiling, currency, 2)}` : ''} (ROI above ${formatNumber(d.keep.threshold * 100, 0)}%)`
                    : '—'}
                </td>
                <td>{row.clicks > 0 ? formatMoney(d.breakEvenCpc, currency, 2) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </PlanningBlock>
  );
}
