import { describe, expect, it } from 'vitest';
import { calculatePlan } from './planner.ts';
import { modelPlan } from './curves-plan.ts';
import { fromPortable, toPortable } from './planning-codec.ts';
import { withPlanning } from './planning-settings.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import {
  applyDeltas,
  compareScenarios,
  scenariosOf,
  scenariosPatch,
  whatIf,
  type Delta,
  type WhatIfLine,
} from './what-if.ts';

const line = (lines: WhatIfLine[], output: WhatIfLine['output']) => lines.find((l) => l.output === output)!;
const run = (deltas: Delta[]) => whatIf(EXAMPLE_STATE, deltas, calculatePlan);

describe('what-if deltas: E8’s rows as scenarios', () => {
  it('Google Search CPC +20 % ⇒ ROI 0.8958; −20 % ⇒ 1.3958 (base 1.0958)', () => {
    const up = line(run([{ target: 'g', field: 'cpc', op: '%', value: 20 }]), 'roi');
    expect(up.base).toBeCloseTo(1.0958, 4);
    expect(up.scenario).toBeCloseTo(0.8958, 4);
    expect(up.delta).toBeCloseTo(-0.2, 4);
    expect(line(run([{ target: 'g', field: 'cpc', op: '%', value: -20 }]), 'roi').scenario).toBeCloseTo(1.3958, 4);
  });

  it('Meta CVR +20 % ⇒ ROI 1.2083; LinkedIn value per lead −20 % ⇒ 1.0292', () => {
    expect(line(run([{ target: 'm', field: 'cvr', op: '%', value: 20 }]), 'roi').scenario).toBeCloseTo(1.2083, 4);
    expect(line(run([{ target: 'l', field: 'vpl', op: '%', value: -20 }]), 'roi').scenario).toBeCloseTo(1.0292, 4);
  });

  it('every channel’s CPC +20 %: revenue 20,958.33 ÷ 1.2 = 17,465.28, −16.7 %', () => {
    const revenue = line(run([{ target: 'all', field: 'cpc', op: '%', value: 20 }]), 'revenue');
    expect(revenue.scenario).toBeCloseTo(17465.28, 2);
    expect(revenue.ratio).toBeCloseTo(-1 / 6, 9);
  });

  it('budget +10 % on straight lines scales spend, leads and revenue by 10 % and leaves ROI, CPL and ROAS alone', () => {
    const lines = run([{ target: 'all', field: 'budget', op: '%', value: 10 }]);
    expect(line(lines, 'spend').scenario).toBeCloseTo(11000, 9);
    expect(line(lines, 'leads').ratio).toBeCloseTo(0.1, 12);
    expect(line(lines, 'revenue').scenario).toBeCloseTo(23054.17, 2);
    expect(line(lines, 'roi').delta).toBeCloseTo(0, 12);
    expect(line(lines, 'cpl').ratio).toBeCloseTo(0, 12);
  });

  it('lead-to-customer rate +5 points: 175.8333 leads × 25 % = 43.958 customers, CAC 284.36 → 227.49', () => {
    const lines = run([{ target: 'all', field: 'l2c', op: 'pts', value: 5 }]);
    expect(line(lines, 'customers').scenario).toBeCloseTo(43.9583, 4);
    expect(line(lines, 'cac').base).toBeCloseTo(284.3602, 4);
    expect(line(lines, 'cac').scenario).toBeCloseTo(227.4882, 4);
  });

  it('no Δ% for a figure that changes sign: every CPC ×3 turns ROI from +109.6 % to −30.1 %', () => {
    const roi = line(run([{ target: 'all', field: 'cpc', op: '%', value: 200 }]), 'roi');
    expect(roi.scenario).toBeCloseTo(-0.3014, 4);
    expect(roi.ratio).toBeNull();
  });

  it('follows the page’s model: Google’s allocation doubled under Medium saturation delivers 133.33 leads there, not 200', () => {
    const evaluate = (s: typeof EXAMPLE_STATE) => modelPlan(withPlanning(s, { saturation: EXAMPLE_LAYER }));
    const leads = line(
      whatIf(EXAMPLE_STATE, [{ target: 'g', field: 'allocation', op: '%', value: 100 }], evaluate),
      'leads',
    );
    expect(leads.base).toBeCloseTo(175.8333, 4);
    expect(leads.scenario).toBeCloseTo(133.3333 + 62.5 + 13.3333, 3);
  });

  it('clamps and ignores what makes no sense, and never changes the base plan', () => {
    const before = JSON.stringify(EXAMPLE_STATE);
    const plan = applyDeltas(EXAMPLE_STATE, [
      { target: 'g', field: 'cvr', op: 'pts', value: 500 },
      { target: 'm', field: 'cpc', op: 'abs', value: -99 },
      { target: 'l', field: 'cpc', op: 'pts', value: 5 },
      { target: 'l', field: 'vpl', op: '%', value: Number.NaN },
    ]);
    expect(plan.channels.map((c) => [c.cvr, c.cpc, c.valuePerLead])).toEqual([
      [100, 2.5, 120],
      [2.5, 0, 90],
      [4, 6, 250],
    ]);
    expect(JSON.stringify(EXAMPLE_STATE)).toBe(before);
    expect(applyDeltas(EXAMPLE_STATE, [])).toBe(EXAMPLE_STATE);
  });
});

describe('a what-if scenario travels with the plan', () => {
  const deltas: Delta[] = [
    { target: 'all', field: 'cpc', op: '%', value: 20 },
    { target: 'm', field: 'cvr', op: 'pts', value: 0.5 },
  ];
  it('round-trips by channel position, drops changes to a channel that is gone and anything unreadable', () => {
    const state = withPlanning(EXAMPLE_STATE, {
      whatIf: [...deltas, { target: 'gone', field: 'vpl', op: '%', value: 5 }],
    });
    expect(fromPortable(toPortable(state), ['a', 'b', 'c'])?.whatIf).toEqual([
      { target: 'all', field: 'cpc', op: '%', value: 20 },
      { target: 'b', field: 'cvr', op: 'pts', value: 0.5 },
    ]);
    expect(
      fromPortable({ d: [[7, 0, 0, 1], [0, 9, 0, 1], [0, 2, 0, 'x'], 'junk', [-1, 0, 0, 5]] }, ['g'])?.whatIf,
    ).toEqual([{ target: 'all', field: 'budget', op: '%', value: 5 }]);
    expect(fromPortable({ s: 0 }, ['g'])?.whatIf).toEqual([]);
  });
});

describe('up to three scenarios side by side against the plan', () => {
  const up: Delta[] = [{ target: 'g', field: 'cpc', op: '%', value: 20 }];
  const down: Delta[] = [{ target: 'g', field: 'cpc', op: '%', value: -20 }];
  const metaCvr: Delta[] = [{ target: 'm', field: 'cvr', op: '%', value: 20 }];

  it('E8’s rows in one table: ROI 0.8958 / 1.3958 / 1.2083 beside the plan’s 1.0958', () => {
    const roi = compareScenarios(EXAMPLE_STATE, [up, down, metaCvr], calculatePlan).find((l) => l.output === 'roi')!;
    expect(roi.base).toBeCloseTo(1.0958, 4);
    expect(roi.scenarios.map((s) => s.scenario)).toEqual([
      expect.closeTo(0.8958, 4),
      expect.closeTo(1.3958, 4),
      expect.closeTo(1.2083, 4),
    ]);
    expect(roi.scenarios[0]?.delta).toBeCloseTo(-0.2, 4);
    expect(roi.scenarios[1]?.ratio).toBeCloseTo(0.3 / 1.0958333, 4);
  });

  it('each scenario starts from the plan, not from the one before it', () => {
    const [spend] = compareScenarios(
      EXAMPLE_STATE,
      [[{ target: 'all', field: 'budget', op: '%', value: 10 }], up],
      calculatePlan,
    );
    expect(spend?.scenarios.map((s) => s.scenario)).toEqual([expect.closeTo(11000, 9), expect.closeTo(10000, 9)]);
  });

  it('the first scenario stays where links before the side-by-side view kept it; empty ones are no scenario', () => {
    const patch = scenariosPatch([[], up, down, metaCvr]);
    expect(patch).toEqual({ whatIf: up, moreScenarios: [down, metaCvr] });
    expect(scenariosOf(patch)).toEqual([up, down, metaCvr]);
    expect(scenariosOf({ whatIf: [], moreScenarios: [down] })).toEqual([down]);
    expect(scenariosPatch([up, down, metaCvr, up]).moreScenarios).toHaveLength(2);
  });

  it('travel with the plan (draft, saved plans, links, file all use the portable form); an old link opens unchanged', () => {
    const state = withPlanning(EXAMPLE_STATE, scenariosPatch([up, down, metaCvr]));
    const back = fromPortable(JSON.parse(JSON.stringify(toPortable(state))), ['a', 'b', 'c'])!;
    expect(scenariosOf(back)).toEqual([
      [{ target: 'a', field: 'cpc', op: '%', value: 20 }],
      [{ target: 'a', field: 'cpc', op: '%', value: -20 }],
      [{ target: 'b', field: 'cvr', op: '%', value: 20 }],
    ]);
    expect(fromPortable({ d: [[0, 2, 0, 20]] }, ['g'])?.moreScenarios).toEqual([]);
    // At most two further scenarios, and one whose changes are unreadable is dropped.
    expect(
      fromPortable({ d2: [[[0, 2, 0, 1]], 'junk', [[0, 2, 0, 2]], [[0, 2, 0, 3]]] }, ['g'])?.moreScenarios,
    ).toEqual([[{ target: 'g', field: 'cpc', op: '%', value: 1 }]]);
  });
});
