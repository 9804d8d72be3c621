// @vitest-environment happy-dom
/** The planning tools on the Vietnamese page: Vietnamese words and vi-VN figures; the English page is unchanged. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../../../i18n/fill.ts';
import { benchmarkChip, findBenchmark } from '../../calculator-kit/model/benchmarks.ts';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import type { PlannerState } from '../model/planner.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { channelSpends, SATURATION_OFF, type SaturationLayer } from '../model/saturation.ts';
import { BreakEvenSection } from './break-even-section.tsx';
import { GoalSection } from './goal-section.tsx';
import { planningEn } from './i18n/en.ts';
import { planningVi } from './i18n/vi.ts';
import { MarginalSection } from './marginal-section.tsx';
import { SaturationSection } from './saturation-section.tsx';
import { SplitSection } from './split-section.tsx';
import { TornadoSection } from './tornado-section.tsx';
import { HandOffSection } from './hand-off-section.tsx';
import { targetsTokenFromHash } from '../../calculator-kit/model/plan-targets.ts';
import { decodeTargets } from '../../calculator-kit/model/plan-targets-read.ts';
import { evaluatePlan } from '../model/saturation-figures.ts';

const NBSP = '\u00a0';
/** The worked example in dong: every amount × 50,000 (ratios, leads and ROI stay the same). */
const K = 50000;
const VND_STATE: PlannerState = {
  ...EXAMPLE_STATE,
  totalBudget: EXAMPLE_STATE.totalBudget * K,
  channels: EXAMPLE_STATE.channels.map((c) => ({ ...c, cpc: c.cpc * K, valuePerLead: c.valuePerLead * K })),
};
const VND_LAYER: SaturationLayer = {
  enabled: true,
  channels: Object.fromEntries(
    Object.entries(EXAMPLE_LAYER.channels).map(([id, s]) => [id, { ...s, sRef: s.sRef * K }]),
  ),
};
const noop = () => undefined;
afterEach(cleanup);

describe('planning tools in Vietnamese', () => {
  it('the hand-off names a channel left blank in Vietnamese', () => {
    const state: PlannerState = {
      ...VND_STATE,
      channels: VND_STATE.channels.map((c, i) => (i === 0 ? { ...c, name: '  ' } : c)),
    };
    renderPlanner(
      <HandOffSection state={state} currency="VND" evaluate={(s) => evaluatePlan(s, SATURATION_OFF)} />,
      'vi',
    );
    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.includes('#targets='));
    const decoded = decodeTargets(targetsTokenFromHash(new URL(link!.getAttribute('href')!).hash)!);
    expect(decoded.ok && decoded.value.channels.map((c) => c.name)[0]).toBe(fill(planningVi.channelN, { n: 1 }));
  });

  it('the next-amount section speaks Vietnamese and writes dong the vi-VN way', () => {
    renderPlanner(
      <MarginalSection
        state={VND_STATE}
        currency="VND"
        layer={SATURATION_OFF}
        spends={channelSpends(VND_STATE)}
        amount={1000 * K}
        onAmountChange={noop}
      />,
      'vi',
    );
    expect(screen.getByText('Trung bình và khoản chi kế tiếp')).toBeTruthy();
    expect(screen.getByTestId('next-amount-line').textContent).toBe(
      `Khoản 50.000.000${NBSP}₫ kế tiếp nên dành cho: Google Search (mang về khoảng 120.000.000${NBSP}₫ doanh thu).`,
    );
    const google = within(
      screen.getByRole('region', { name: 'Hiệu quả trung bình và hiệu quả biên theo kênh' }),
    ).getByRole('row', { name: /Google Search/ });
    expect(
      within(google)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([`2.500.000${NBSP}₫`, '2,400', '20,000', `2.500.000${NBSP}₫`, '2,400']);
    expect(screen.getByText(planningVi.marginal.linear)).toBeTruthy();
  });

  it('saturation: the summary, the settings in words and the chip are Vietnamese', () => {
    renderPlanner(
      <SaturationSection
        state={VND_STATE}
        currency="VND"
        layer={VND_LAYER}
        drawn={VND_LAYER}
        onLayerChange={noop}
        spends={channelSpends(VND_STATE)}
      />,
      'vi',
    );
    expect(screen.getByTestId('saturated-summary').textContent).toBe(
      `Giả định Khi tính lợi suất giảm dần, kế hoạch này mang lại 175,8 khách hàng tiềm năng, doanh thu 1.047.917.000${NBSP}₫ và ROI 109,6%. Tại các mức chi tham chiếu, kết quả này đúng bằng số liệu phía trên, vì đường cong được đặt để đi qua chính các số liệu đó.`,
    );
    expect(
      screen.getAllByText(/Chi thêm 10% thì lượt nhấp tăng 4,8%; chi gấp đôi thì lượt nhấp gấp 1,33 lần/),
    ).toHaveLength(1);
    expect(screen.getByLabelText('Meta đã gần mức trần đến đâu (từ 0 đến 1)')).toBeTruthy();
    expect(screen.getAllByRole('option', { name: 'Trung bình' })).toHaveLength(3);
  });

  it('the best split words its notes in Vietnamese', () => {
    renderPlanner(
      <SplitSection state={VND_STATE} currency="VND" layer={SATURATION_OFF} amount={1000 * K} dispatch={noop} />,
      'vi',
    );
    expect(screen.getByTestId('split-messages').textContent).toContain(planningVi.split.linear);
    expect(screen.getByRole('button', { name: 'Áp dụng cách chia gợi ý' })).toBeTruthy();
    expect(screen.getByText(/^Doanh thu: hiện tại /).textContent).toMatch(
      new RegExp(`^Doanh thu: hiện tại [\\d.]+${NBSP}₫, theo cách chia gợi ý [\\d.]+${NBSP}₫\\.$`),
    );
  });

  it('goal, break-even and tornado: Vietnamese headings, vi-VN counts', () => {
    const goalState = { ...VND_STATE, planningMode: 'goal-first' as const };
    renderPlanner(
      <>
        <GoalSection state={goalState} currency="VND" layer={SATURATION_OFF} />
        <BreakEvenSection state={VND_STATE} currency="VND" />
        <TornadoSection
          state={VND_STATE}
          currency="VND"
          evaluate={(s) => evaluatePlan(s, SATURATION_OFF)}
          assumed={false}
        />
      </>,
      'vi',
    );
    expect(screen.getByText(/^Số khách hàng tiềm năng cần có: 200,0\./).textContent).toMatch(
      /Ngân sách cần có nếu giữ tỷ lệ phân bổ hiện tại: [\d.]+\u00a0₫\.$/,
    );
    const row = within(screen.getByRole('region', { name: 'Điểm hòa vốn theo kênh' })).getByRole('row', {
      name: /Google Search/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', `300.000${NBSP}₫`, '2,0833%', `2.500.000${NBSP}₫`]);
    expect(screen.getByRole('region', { name: 'ROI khi một thông số bị sai lệch' }).textContent).toContain(
      'CPC của Google Search',
    );
    expect(screen.getByText(fill(planningVi.tornado.note, { step: '20' }))).toBeTruthy();
  });
});

describe('planning tools in English', () => {
  it('read as before', () => {
    renderPlanner(
      <MarginalSection
        state={EXAMPLE_STATE}
        currency="USD"
        layer={SATURATION_OFF}
        spends={channelSpends(EXAMPLE_STATE)}
        amount={1000}
        onAmountChange={noop}
      />,
    );
    expect(screen.getByTestId('next-amount-line').textContent).toBe(
      'Where the next $1,000 should go: Google Search (it would bring in about $2,400 of revenue).',
    );
    expect(
      screen.getByText('Saturation is off, so the next amount returns exactly the average: marginal equals average.'),
    ).toBeTruthy();
  });

  it('counts follow the currency: an English page in dong writes them vi-VN, not en-US', () => {
    renderPlanner(<BreakEvenSection state={VND_STATE} currency="VND" />);
    const row = within(screen.getByRole('region', { name: 'Break-even values per channel' })).getByRole('row', {
      name: /Google Search/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', `300.000${NBSP}₫`, '2,0833%', `2.500.000${NBSP}₫`]);
  });

  it('the benchmark citation in the dictionary is the model’s', () => {
    for (const platform of ['google_search', 'meta'] as const) {
      const all = findBenchmark(platform, 'All industries');
      expect(all && benchmarkChip(all)).toBe(planningEn.benchmark.chip[platform]);
    }
  });
});
