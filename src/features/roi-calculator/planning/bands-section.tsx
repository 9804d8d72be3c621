import type { Currency } from '../../../lib/money.ts';
import { fill } from '../../../i18n/fill.ts';
import { PlanningBlock, ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { useFormat } from '../../calculator-kit/use-format.ts';
import { recommendationWord } from '../display.ts';
import { bandDistance } from '../model/planning-checks.ts';
import type { RoiRow } from '../model/roi.ts';
import { useRoiText } from '../roi-text.tsx';

/** Read-only: how far each row is from the next recommendation band, and its break-even CPC. */
export function BandsSection({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const t = useRoiText();
  const p = t.planning;
  const fmt = useFormat(currency);
  // Inside sentences: whole units, dong to the thousand.
  const money = (v: number) => fmt.moneyProse(v);
  return (
    <PlanningBlock title={p.bandsTitle} chip="yours" chipLabel={p.chips.yours}>
      <ScrollTable label={p.bandsTable}>
        <thead>
          <tr>
            <th scope="col">{t.channel}</th>
            <th scope="col">{p.now}</th>
            <th scope="col">{p.moveUp}</th>
            <th scope="col">{p.keepBand}</th>
            <th scope="col">{p.breakEvenCpc}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const d = bandDistance(row);
            return (
              <tr key={row.id}>
                <th scope="row">{row.channel}</th>
                <td>{recommendationWord(t, d.band)}</td>
                <td>
                  {d.up
                    ? fill(p.moveUpText, {
                        gap: money(d.up.revenueGap),
                        band: recommendationWord(t, d.up.band),
                        needed: money(d.up.revenueNeeded),
                      })
                    : '—'}
                </td>
                <td>
                  {d.keep
                    ? fill(p.keepText, {
                        ceiling: money(d.keep.spendCeiling),
                        cpc: row.clicks > 0 ? fill(p.keepCpc, { cpc: fmt.money(d.keep.cpcCeiling, 2) }) : '',
                        threshold: fmt.percent(d.keep.threshold * 100, 0),
                      })
                    : '—'}
                </td>
                <td>{row.clicks > 0 ? fmt.money(d.breakEvenCpc, 2) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </PlanningBlock>
  );
}
