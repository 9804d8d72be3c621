/** The planning tools' formulas in plain words, each with where it comes from. */
export interface FormulaEntry {
  name: string;
  formula: string;
  source: string;
}

export const FORMULAS: readonly FormulaEntry[] = [
  {
    name: 'Diminishing returns (Hill curve, k = 1)',
    formula: 'clicks(s) = Cmax × s / (s + h);  Cmax = (sRef / CPC) / phi;  h = sRef × (1 − phi) / phi',
    source:
      "Google Meridian's Hill saturation with its default slope of 1, calibrated here so your CPC is reproduced exactly at the reference spend sRef. phi (Low 0.25, Medium 0.5, High 0.7) is an assumption.",
  },
  {
    name: 'Two-point fit',
    formula: '1/clicks = 1/Cmax + (h/Cmax) × (1/spend), a straight line through your two months',
    source:
      'The double-reciprocal form of the same curve; refused when the slope or intercept is not positive (no saturation visible).',
  },
  {
    name: 'Next amount (marginal)',
    formula:
      'extra leads = leads(s + delta) − leads(s);  marginal CPL = delta / extra leads;  marginal ROAS = extra leads × value per lead / delta',
    source:
      "A finite difference, as Meta's Robyn (response at x+1 minus at x) and Meridian (+1% of spend) compute marginal returns.",
  },
  {
    name: 'Best split (water-filling)',
    formula:
      'maximise sum of w_i × clicks_i(s_i) with sum of s_i = budget, min_i ≤ s_i ≤ max_i;  every free channel ends at the same marginal return lambda',
    source:
      'The optimality (KKT) conditions for concave curves; Meridian maintainers state equal marginal ROI as the condition. Default bounds 0.7×–1.5× follow Meridian (±30%) and Robyn (0.7–1.5, widened ×3 for the second answer).',
  },
  {
    name: 'Flexible budget',
    formula: 'spend each channel until its marginal ROAS falls to the target T (default 1)',
    source: "Meridian's flexible budget with a target marginal ROI; Robyn's target efficiency.",
  },
  {
    name: 'Cheapest plan for a goal',
    formula: 'the smallest budget whose best split delivers the required leads;  ceiling = sum of Cmax × CVR',
    source: 'The same equal-marginal condition with leads as the objective, found by bisection on the budget.',
  },
  {
    name: '80% ranges (Monte Carlo)',
    formula:
      'value = v × exp(ln(1 + u) / 1.2816 × z), z standard normal (Box–Muller);  5,000 draws, mulberry32 seed;  P10 / P50 / P90',
    source:
      'Lognormal ranges keep CPC and CVR positive. Default CPC ±20% and CVR ±30% from month-to-month and year-to-year swings in published ad benchmarks (Superads 2025, WordStream 2024). Counts: u = e^(1.2816 × sqrt(p(1−p)/n) / p) − 1.',
  },
  {
    name: 'Break-even values',
    formula:
      'max CPC = target CAC × CVR × lead-to-customer rate;  break-even CPC = CVR × value per lead;  break-even CVR = CPC / value per lead;  break-even value per lead = CPC / CVR',
    source: "Rearranging ROI = 0 and CAC = target in the planner's own formulas.",
  },
  {
    name: 'Sensitivity (tornado)',
    formula: 'ROI with one input × (1 − step) and × (1 + step), others fixed; sorted by the swing',
    source: 'One-at-a-time sensitivity analysis.',
  },
  {
    name: 'Why revenue missed (LMDI)',
    formula:
      'effect of factor f = L(R1, R0) × ln(f1 / f0),  L(a, b) = (a − b) / (ln a − ln b);  revenue = spend × 1/CPC × CVR × value per lead',
    source:
      'Ang (2004), log-mean Divisia index: the effects add up to the gap with no residual; it cannot split a zero.',
  },
];
