/**
 * The planner's planning tools (saturation, split, ranges, break-even, benchmarks, hand-off,
 * methodology) in English. vi.ts must have exactly these keys (decision 057). Figures arrive in
 * {placeholders} already formatted for the page's language; plurals are separate keys.
 */
export const planningEn = {
  heading: 'Planning tools',
  intro:
    'Diminishing returns, the best split, ranges, break-even values, benchmarks and a check against actuals. Optional; your figures above stay as they are.',
  show: 'Show planning tools',
  hide: 'Hide planning tools',
  loading: 'Loading the planning tools…',
  notAForecast:
    'This is a plan from your assumptions, not a forecast from data. Check it against actuals with “Send plan to ROI Calculator”.',
  channelN: 'Channel {n}',
  channel: 'Channel',
  total: 'Total',
  none: '—',
  chips: { yours: 'Your number', benchmark: 'Benchmark', assumption: 'Assumption' },

  saturation: {
    title: 'Diminishing returns (saturation)',
    toggle: 'Model diminishing returns',
    explain:
      'Each extra click costs more as you spend more. The curve is set so your own CPC and CVR are reproduced exactly at the reference spend; one setting per channel says how much of its ceiling you already buy. These settings are assumptions (mix-model tools start from about Medium), not measurements of your channel.',
    presets: { none: 'None (straight line)', low: 'Low', medium: 'Medium', high: 'High' },
    custom: 'Custom ({phi})',
    howSaturated: 'How saturated is {name} today?',
    share: 'How close {name} is to its ceiling today (0 to 1)',
    reference: 'Reference spend, {name}',
    referenceHint: 'Your CPC and CVR were measured at about this monthly spend.',
    noReference:
      'No reference spend yet: this channel stays a straight line until you enter the spend its CPC and CVR come from.',
    phiNone: 'No diminishing returns: +10% spend gives +10% clicks.',
    phiWords:
      "+10% spend gives +{plusTen}% clicks; 2× spend gives ×{double}; the next click costs {marginal}× the average; ceiling {ceiling}× today's clicks.",
    extrapolated: 'Planned spend {spend} is outside the spend range your numbers describe ({low}–{high}).',
    summary:
      'With diminishing returns this plan gives {leads} leads, revenue {revenue} and ROI {roi}. At the reference spends these are exactly the figures above, because the curves are set to pass through them.',
    curve: 'Response curve of {name}: {leads} leads at the planned {spend}, {double} leads at twice that',
    curveSpend: 'Spend',
    curveLeads: 'Leads',
    fromFile: 'From your file',
    fromFileWords:
      'Fitted from two periods of your file: at most {cmax} leads, half of them at a spend of {h}. Changing the setting makes it your own assumption.',
  },

  fit: {
    summary: 'Fit {name} from two of your months',
    spend1: '{name} month 1 spend',
    clicks1: '{name} month 1 clicks',
    spend2: '{name} month 2 spend',
    clicks2: '{name} month 2 clicks',
    button: 'Fit {name}',
    fitted:
      'Fitted: ceiling {cmax} clicks, half of it at {h}; share used at the reference spend {phi}. Two months also differ in season and competition, which can look like saturation.',
    notPositive: 'Both points need a spend and a result above zero.',
    sameSpend: 'The two points need different spends.',
    noSaturation:
      'Returns grow as fast as spend (or faster) between these two points, so no diminishing returns are visible. The channel stays linear.',
  },

  marginal: {
    title: 'Average and next amount',
    amount: 'Next amount to add',
    amountHint: 'Default: 1% of the total budget.',
    table: 'Average and marginal return per channel',
    averageCpl: 'Average CPL',
    averageRoas: 'Average ROAS',
    extraLeads: 'Next {amount}: extra leads',
    marginalCpl: 'Marginal CPL',
    marginalRoas: 'Marginal ROAS',
    best: 'Where the next {amount} should go: {name} (it would bring in about {revenue} of revenue).',
    saturated:
      'With diminishing returns the next amount returns less than the average; the ranking can flip, so allocate by the next amount, not the average.',
    linear: 'Saturation is off, so the next amount returns exactly the average: marginal equals average.',
  },

  split: {
    title: 'Best split of this budget',
    explain:
      'A suggestion beside your plan: the split where the next unit earns the same in every channel that can still move. Your plan changes only if you apply it.',
    goal: 'Optimise for',
    goalRevenue: 'Revenue',
    goalProfit: 'Gross profit (revenue × margin)',
    goalLeads: 'Leads (and customers)',
    widen: 'Widen every range three times (second answer)',
    min: 'Minimum, {name}',
    max: 'Maximum, {name}',
    lock: 'Lock {name}',
    table: 'Suggested split',
    now: 'Now',
    suggested: 'Suggested',
    change: 'Change',
    unallocated: 'Unallocated',
    leadsValue: '{leads} leads',
    compareRevenue: 'Revenue: {now} now, {suggested} with the suggested split.',
    compareLeads: 'Leads: {now} now, {suggested} with the suggested split.',
    compareProfit: 'Gross profit (revenue × margin): {now} now, {suggested} with the suggested split.',
    apply: 'Apply suggested split',
    applied: 'Applied: allocations are now {percents}.',
    appliedGainRevenue: 'The optimiser’s own estimate of the gain: {gain} more revenue ({before} → {after}).',
    appliedGainProfit: 'The optimiser’s own estimate of the gain: {gain} more gross profit ({before} → {after}).',
    appliedGainLeads: 'The optimiser’s own estimate of the gain: {gain} more leads ({before} → {after}).',
    crossed: '{name}: the minimum is above the maximum, so the channel is held at its minimum.',
    infeasible:
      'Your minimums (and locked channels) add up to {sum}, which is {shortfall} more than the budget {budget}. Lower a minimum or raise the budget.',
    capped:
      "Your maximums allow only {placed}. {unallocated} of the budget can't be placed; it is shown as 'unallocated'.",
    heldLocked: 'is locked',
    heldMax: 'is held at its maximum',
    heldMin: 'is held at its minimum',
    wantsMore: 'more',
    wantsLess: 'less',
    bindingRevenue:
      '{name} {held} (would like {wants}: the next {amount} would bring in {rate} there, against {lambda} elsewhere)',
    bindingLeads: '{name} {held} (would like {wants}: next {amount} returns {rate} leads vs {lambda} elsewhere)',
    close:
      "Your plan is already close to the best split under these assumptions (+{gain}%). Moving money won't change much; the assumptions matter more than the split.",
    linear:
      "Without diminishing returns, the best split is always 'as much as allowed in the channel with the best return'. Turn on Saturation if that is not realistic.",
  },

  flexible: {
    title: 'Flexible budget: how much to spend at all',
    target: 'Stop when the next 1 returns less than',
    targetHint:
      '1 = the next unit of spend returns one unit of revenue, or of gross profit once a margin is given above.',
    belowTarget:
      'Even at your minimums, every channel already brings in less than {target} of revenue for each extra 1 it spends.',
    table: 'Flexible budget per channel',
    spend: 'Spend',
    why: 'Why it stops',
    status: {
      'at-target': 'next unit returns the target',
      'at-min': 'already below the target at its minimum',
      capped: 'capped: still above the target at its maximum',
      unbounded: 'no diminishing returns, so no natural stopping point; turn on saturation',
    },
  },

  goal: {
    title: 'Cheaper ways to reach the goal',
    rule: 'The goal-first rule shares leads in proportion to CVR ÷ CPC, which works out as the same budget for every channel; the cheapest plan instead puts each next unit where it buys the most leads.',
    unreachable: 'With these saturation settings the channels can deliver at most {ceiling} leads at any budget.',
    table: 'Goal plans compared',
    fixed: 'Goal-first rule (headline)',
    cheapest: 'Cheapest plan',
    leadsNeeded: 'Leads needed: {leads}.',
    delivers: "Through the saturation curves the rule's budgets deliver {leads} leads.",
    mixNever: 'Your current allocation mix cannot reach the goal at any budget.',
    mixBudget: 'The budget your current mix would need: {budget}.',
  },

  margin: {
    title: 'Profit: gross margin',
    label: 'Gross margin (%)',
    hint: 'The share of revenue left after the cost of what you sell. Leave at 0 to count revenue as profit.',
    none: 'No margin given: revenue is counted as profit in the chance of losing money, break-even, the flexible budget and the best split.',
    perChannel: 'Margin per channel (optional)',
    perChannelHint: 'Leave a channel at 0 to use the plan’s margin.',
    channelLabel: 'Gross margin, {name} (%)',
    mixed:
      'Each channel’s own margin (else the plan’s): the plan contributes {value} a month (revenue × margin − spend {spend}).',
    mixedLoses:
      'Each channel’s own margin (else the plan’s): the plan loses {value} a month (revenue × margin − spend {spend}).',
    revenueAsProfit: 'No margin for {names}: their revenue is counted as profit.',
    contributes:
      'At a {margin} gross margin the plan contributes {value} a month: revenue {revenue} × {margin} − spend {spend}.',
    loses: 'At a {margin} gross margin the plan loses {value} a month: revenue {revenue} × {margin} − spend {spend}.',
  },
  ranges: {
    title: '80% ranges (assumption-based)',
    toggle: 'Show ranges',
    explain:
      'Each input gets a range that holds the true value 80% of the time (CPC ±20% and CVR ±30% by default: month-to-month and year-to-year swings in published ad data). {draws} plans are drawn from those ranges.',
    cpc: 'CPC range ±%, {name}',
    cvr: 'CVR range ±%, {name}',
    vpl: 'Value per lead range ±%, {name}',
    seed: 'Random seed',
    seedHint: 'The same seed always gives the same ranges.',
    table: '80% ranges of the plan',
    figure: 'Figure',
    low: 'Low (P10)',
    middle: 'Middle (P50)',
    high: 'High (P90)',
    metrics: { leads: 'Leads', revenue: 'Revenue', roas: 'ROAS', cpl: 'CPL', cac: 'CAC', roi: 'ROI' },
    lossChance: 'Chance of losing money (revenue below spend): {chance}.',
    lossChanceMargin: 'Chance of losing money (revenue × {margin} margin below spend): {chance}.',
    lossChanceMargins: 'Chance of losing money (each channel’s revenue × its margin, added up, below spend): {chance}.',
    sharedToggle: 'Add a shared market factor (one shock that moves every channel together)',
    sharedSize: 'Shared market factor ±% (80 % range)',
    sharedOff: 'Shown: independent spreads per input only.',
    sharedOn: 'Shown: independent spreads plus a shared market factor of ±{size} that hits every channel at once.',
    sharedAdvice:
      'Your plan over time covers a seasonal peak in {months} (a month whose seasonality index is 1.10 or more, 10 % above a normal month), so turn on the shared market factor: a peak moves every channel together, and independent spreads alone understate the risk.',
    sharedNoPeak:
      'The shared market factor is recommended when your plan over time covers a seasonal peak (a month whose seasonality index is 1.10 or more); no month of it does now.',
    independence:
      'Inputs are drawn independently of each other and across channels; that independence is itself an assumption. This is not a confidence interval from data.',
    counts: 'I know my counts ({name})',
    conversions: 'Conversions, {name}',
    clicks: 'Clicks, {name}',
    useCounts: 'Use this CVR range',
    countsEmpty: 'Enter conversions (more than 0) out of a larger number of clicks.',
    countsResult: 'CVR {cvr}%, range ±{range}%: {low}% .. {high}%.',
  },

  breakEven: {
    title: 'Break-even values',
    target: 'Target cost per customer (optional)',
    table: 'Break-even values per channel',
    maxCpc: 'Max CPC for target CAC',
    cpc: 'Break-even CPC',
    cvr: 'Break-even CVR',
    vpl: 'Break-even value per lead',
    explain:
      'Break-even means revenue equals spend (ROI 0). A CPC above the break-even CPC, or a CVR below the break-even CVR, loses money on that channel.',
  },

  tornado: {
    title: 'Which number matters most',
    step: 'How far off (±%)',
    base: 'Plan ROI today: {roi}.',
    table: 'ROI when one input is off',
    input: 'Input',
    atLow: 'ROI at −{step}%',
    atHigh: 'ROI at +{step}%',
    swing: 'Swing',
    points: '{points} points',
    fields: { cpc: 'CPC', cvr: 'CVR', valuePerLead: 'VPL' },
    bar: '{name} {field}',
    /** Inputs that move ROI by exactly the same amount share one bar. */
    joined: ' / ',
    note: 'Bars show what happens if one number is {step}% off while the others are right. Fix the top bar first (measure it better) before arguing about the split.',
  },

  whatIf: {
    title: 'What if…',
    explain:
      'Change a few numbers and see every figure before and after, through the same model as the page. Your plan itself does not change; the scenario is kept with it.',
    explainSeveral:
      'Each scenario starts from your plan; the table shows the plan and every scenario side by side, through the same model as the page. Your plan itself does not change; the scenarios are kept with it.',
    inScenario: 'Scenario {s} · {text}',
    scenarioN: 'Scenario {s}',
    addTo: 'Add a change to scenario {s}',
    addScenario: 'Add a scenario to compare (up to 3)',
    removeScenario: 'Remove scenario {s}',
    tableSeveral: 'What-if: the plan and each scenario side by side',
    deltaN: 'Δ {s}',
    deltaPercentN: 'Δ % {s}',
    change: 'Change {n}',
    what: 'Change {n}: number',
    where: 'Change {n}: channel',
    how: 'Change {n}: how',
    amount: 'Change {n}: by',
    remove: 'Remove change {n}',
    add: 'Add a change',
    allChannels: 'Every channel',
    fields: {
      budget: 'Total budget',
      allocation: 'Allocation',
      cpc: 'Cost per click',
      cvr: 'Conversion rate',
      vpl: 'Value per lead',
      l2c: 'Lead-to-customer rate',
    },
    ops: { '%': 'by % of itself', abs: 'by an amount', pts: 'by percentage points' },
    table: 'What-if: the plan before and after the changes',
    output: 'Figure',
    base: 'Plan',
    scenario: 'What if',
    delta: 'Δ',
    deltaPercent: 'Δ %',
    outputs: {
      spend: 'Spend',
      leads: 'Leads',
      customers: 'Customers',
      revenue: 'Revenue',
      roas: 'ROAS',
      cpl: 'CPL',
      cac: 'CAC',
      roi: 'ROI',
    },
    signChanged: 'No % (changes sign)',
  },

  benchmark: {
    title: 'Start from a benchmark',
    platform: 'Platform',
    platforms: { google_search: 'Google search', meta: 'Meta (Facebook) leads' },
    industry: 'Industry',
    industries: {
      'All industries': 'All industries',
      'Attorneys & Legal Services': 'Attorneys & Legal Services',
      'Dentists & Dental Services': 'Dentists & Dental Services',
      'Physicians & Surgeons': 'Physicians & Surgeons',
      'Health & Fitness': 'Health & Fitness',
      'Home & Home Improvement': 'Home & Home Improvement',
      'Automotive Repair, Service & Parts': 'Automotive Repair, Service & Parts',
      'Restaurants & Food': 'Restaurants & Food',
      'Beauty & Personal Care': 'Beauty & Personal Care',
      'Real Estate': 'Real Estate',
      'Finance & Insurance': 'Finance & Insurance',
      'Business Services': 'Business Services',
      'Education & Instruction': 'Education & Instruction',
      'Shopping, Collectibles & Gifts': 'Shopping, Collectibles & Gifts',
      'Personal Services': 'Personal Services',
    },
    fill: 'Fill empty fields',
    figures: 'CPC {cpc}, CVR {cvr}%, implied CPL {cpl}',
    reported: ", reported median CPL {cpl} (medians don't compose, so the two differ)",
    chip: {
      google_search:
        'Benchmark: WordStream by LocaliQ, Google Ads Benchmarks 2026, US medians, Apr 2025 – Mar 2026 (13,474 US search campaigns (Google + Microsoft))',
      meta: 'Benchmark: WordStream by LocaliQ, Facebook Ads Benchmarks 2025 (leads objective), US medians, Apr 2024 – Jun 2025 (726 US leads campaigns)',
    },
    verification: {
      secondary: 'quoted by news and agency articles',
      'tertiary-transcription': 'one public transcription, not yet checked against the report',
      'tertiary-two-sources': 'two independent transcriptions agree',
    },
    orientation: 'Orientation only, never a target.',
    source: 'Source',
    notes: {
      'cpl-anomaly':
        'The reported cost per lead for this row fell 77% in a year, an anomaly; only CPC and CVR are used.',
    },
    notConverted:
      'Shown in US dollars, unconverted, and not filled into a {currency} plan: US data; no local benchmark of comparable quality found.',
    noneEmpty:
      'No empty CPC or CVR fields: your own numbers were kept. Set a field to 0 to fill it from the benchmark.',
    filled: 'Filled from the benchmark: {list}.',
    filledItem: '{name} ({fields})',
  },

  handOff: {
    title: 'Check this plan against actuals',
    explain:
      "Send the plan to the ROI Calculator as targets. Enter what really happened there and it shows the gap per channel and why revenue missed. Nothing is sent to our server: the plan travels in the link's fragment or in a file.",
    send: 'Send plan to ROI Calculator',
    download: 'Download plan file',
  },

  methodology: {
    summary: 'Methodology: formulas, sources and a worked example',
    heading: 'Worked example (US dollars)',
    headingOther: 'Worked example (US dollars, whatever currency you chose)',
    setup:
      'Budget $10,000: Google Search 50% (CPC 2.50, CVR 5%, $120 a lead), Meta 30% (1.20, 2.5%, $90), LinkedIn 20% (6.00, 4%, $250); 20% of leads become customers.',
    straight: 'Straight-line plan: {leads} leads, revenue {revenue}, ROI {roi}, CAC {cac}.',
    saturation:
      "Saturation 0.5 / 0.3 / 0.2 at today's spend reproduces the same revenue. The next $1,000 buys {rows}: Google is best on average (2.40) but worst at the margin.",
    row: '{name} {leads} leads (marginal CPL {cpl}, ROAS {roas})',
    best: 'Best split with every channel between $1,000 and $6,000: {spends}, where each next dollar returns {lambda}; revenue {revenue}, +0.10% on the plan.',
    breakEven:
      'Break-even for Google Search: max CPC for a $300 CAC {maxCpc}, break-even CPC {cpc}, break-even CVR {cvr}%, break-even value per lead {vpl}.',
    ranges:
      'Ranges with CPC ±20% and CVR ±30%, seed 20250601: ROI from 72% (P10) to 162% (P90); every input at its bad and good end at once would claim 34% to 227%, which is why corners are never shown as the range.',
    formulas: {
      hill: {
        name: 'Diminishing returns (Hill curve, k = 1)',
        formula: 'clicks(s) = Cmax × s / (s + h);  Cmax = (sRef / CPC) / phi;  h = sRef × (1 − phi) / phi',
        source:
          "Google Meridian's Hill saturation with its default slope of 1, calibrated here so your CPC is reproduced exactly at the reference spend sRef. phi (Low 0.25, Medium 0.5, High 0.7) is an assumption.",
      },
      twoPoint: {
        name: 'Two-point fit',
        formula: '1/clicks = 1/Cmax + (h/Cmax) × (1/spend), a straight line through your two months',
        source:
          'The double-reciprocal form of the same curve; refused when the slope or intercept is not positive (no saturation visible).',
      },
      marginal: {
        name: 'Next amount (marginal)',
        formula:
          'extra leads = leads(s + delta) − leads(s);  marginal CPL = delta / extra leads;  marginal ROAS = extra leads × value per lead / delta',
        source:
          "A finite difference, as Meta's Robyn (response at x+1 minus at x) and Meridian (+1% of spend) compute marginal returns.",
      },
      split: {
        name: 'Best split (water-filling)',
        formula:
          'maximise sum of w_i × clicks_i(s_i) with sum of s_i = budget, min_i ≤ s_i ≤ max_i;  every free channel ends at the same marginal return lambda',
        source:
          'The optimality (KKT) conditions for concave curves; Meridian maintainers state equal marginal ROI as the condition. Default bounds 0.7×–1.5× follow Meridian (±30%) and Robyn (0.7–1.5, widened ×3 for the second answer).',
      },
      flexible: {
        name: 'Flexible budget',
        formula: 'spend each channel until its marginal ROAS falls to the target T (default 1)',
        source: "Meridian's flexible budget with a target marginal ROI; Robyn's target efficiency.",
      },
      goal: {
        name: 'Cheapest plan for a goal',
        formula: 'the smallest budget whose best split delivers the required leads;  ceiling = sum of Cmax × CVR',
        source: 'The same equal-marginal condition with leads as the objective, found by bisection on the budget.',
      },
      ranges: {
        name: '80% ranges (Monte Carlo)',
        formula:
          'value = v × exp(ln(1 + u) / 1.2816 × z), z standard normal (Box–Muller);  5,000 draws, mulberry32 seed;  P10 / P50 / P90',
        source:
          'Lognormal ranges keep CPC and CVR positive. Default CPC ±20% and CVR ±30% from month-to-month and year-to-year swings in published ad benchmarks (Superads 2025, WordStream 2024). Counts: u = e^(1.2816 × sqrt(p(1−p)/n) / p) − 1.',
      },
      breakEven: {
        name: 'Break-even values',
        formula:
          'max CPC = target CAC × CVR × lead-to-customer rate;  break-even CPC = CVR × value per lead;  break-even CVR = CPC / value per lead;  break-even value per lead = CPC / CVR',
        source: "Rearranging ROI = 0 and CAC = target in the planner's own formulas.",
      },
      tornado: {
        name: 'Sensitivity (tornado)',
        formula: 'ROI with one input × (1 − step) and × (1 + step), others fixed; sorted by the swing',
        source: 'One-at-a-time sensitivity analysis.',
      },
      lmdi: {
        name: 'Why revenue missed (LMDI)',
        formula:
          'effect of factor f = L(R1, R0) × ln(f1 / f0),  L(a, b) = (a − b) / (ln a − ln b);  revenue = spend × 1/CPC × CVR × value per lead',
        source:
          'Ang (2004), log-mean Divisia index: the effects add up to the gap with no residual; it cannot split a zero.',
      },
    },
  },
} as const;
