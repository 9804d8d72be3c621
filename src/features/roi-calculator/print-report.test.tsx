// @vitest-environment happy-dom
/** The printed report shows true ROAS where the results tab does: the same label, the same numbers. */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTargets } from '../calculator-kit/model/plan-targets.ts';
import { roiEn } from './i18n/en.ts';
import { roiVi } from './i18n/vi.ts';
import { renderRoi } from './i18n/test-wrapper.tsx';
import { analyse, type RoiRow } from './model/roi.ts';
import { optimise } from './model/optimizer.ts';
import { PrintReport } from './print-report.tsx';
import { ResultsTab } from './results-tab.tsx';

afterEach(cleanup);

const row = (id: string, channel: string, revenue: number): RoiRow => ({
  id,
  channel,
  campaignName: 'Month',
  spend: 5_000_000,
  clicks: 4_000,
  conversions: 160,
  revenue,
  customers: 32,
});
const rows = [row('a', 'Shopee Ads', 30_000_000), row('b', 'Zalo Ads', 20_000_000)];
const plan = (fees: boolean) =>
  buildTargets({
    currency: 'VND',
    l2c: 20,
    channels: [
      {
        name: 'Shopee Ads',
        spend: 5_000_000,
        cpc: 1_200,
        cvr: 4,
        vpl: 250_000,
        clicks: 4_166,
        leads: 166,
        revenue: 41_650_000,
        ...(fees ? { fees: { feePercent: 10, commissionPercent: 4 } } : {}),
      },
    ],
  });

/** The true-ROAS cells of the metrics table inside `root`, rows then totals. */
const trueRoasCells = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll(`td[data-label="${label}"]`)].map((cell) => cell.textContent);

describe('true ROAS in the printed ROI report', () => {
  for (const [locale, words] of [
    ['en', roiEn],
    ['vi', roiVi],
  ] as const) {
    it(`prints the column, its figures and its note as the results tab shows them (${locale})`, () => {
      const analysis = analyse(rows);
      const targets = plan(true);
      const screenTab = renderRoi(<ResultsTab analysis={analysis} currency="VND" targets={targets} />, locale);
      const onScreen = trueRoasCells(screenTab.container, words.colTrueRoas);
      cleanup();

      renderRoi(
        <PrintReport analysis={analysis} optimizer={optimise(rows)} currency="VND" targets={targets} />,
        locale,
      );
      act(() => void window.dispatchEvent(new Event('beforeprint')));
      const report = screen.getByRole('region', { name: words.reportTitle });
      expect(within(report).getByRole('columnheader', { name: words.colTrueRoas })).toBeTruthy();
      // Shopee Ads: 30.000.000 ₫ × 0,86 ÷ 5.000.000 ₫ = 5,16x; Zalo has no fees; the whole set 4,58x.
      const printed = trueRoasCells(report, words.colTrueRoas);
      // (Dong keep Vietnamese separators on English pages too.)
      expect(printed).toEqual(['5,16x', '—', '4,58x']);
      expect(printed).toEqual(onScreen);
      expect(within(report).getByText(words.trueRoasNote)).toBeTruthy();
    });
  }

  it('prints no true-ROAS column when no channel of the plan has fees', () => {
    renderRoi(<PrintReport analysis={analyse(rows)} optimizer={optimise(rows)} currency="VND" targets={plan(false)} />);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const report = screen.getByRole('region', { name: roiEn.reportTitle });
    expect(within(report).queryByRole('columnheader', { name: roiEn.colTrueRoas })).toBeNull();
    expect(within(report).queryByText(roiEn.trueRoasNote)).toBeNull();
  });
});
