/**
 * The ROI calculator's words in English. Placeholders such as {name} are filled with fill() from
 * src/i18n/fill.ts. The specification's texts stay exactly as written; vi.ts must have exactly these keys.
 */
import { ROI_CSV_COLUMNS, ROI_CSV_FILENAME } from '../model/csv.ts';

export const roiEn = {
  channelRemoved: '{name} removed',
  removedHint: 'Its figures are gone from the analysis. Undo puts it back.',
  undoRemoveAlt: 'Undo: add {name} back with Add Channel',
  restored: '{name} is back',
  replacedHint: 'The {count} channels you had were replaced. Undo brings them back.',
  undoReplaceAlt: 'Undo: import the earlier file again',
  importCurrency: 'Read the amounts in this file as',
  importCurrencyHint: 'The file does not say its currency. The calculator then shows everything in the one you pick.',
  importTaxRate: 'The file was exported with a {rate} tax on ad spend: the tax line takes this rate again.',
  savedSets: 'Saved sets',
  setsTitle: 'Saved channel sets',
  setsDescription:
    'Sets are kept in this browser only. Save the channels on screen, load one back, or compare their totals.',
  setsUnreadable: 'Saved sets in this browser could not be read. New saves start a fresh list.',
  setName: 'Set name',
  setNameMissing: 'Please enter a set name',
  setSaveFailed: 'This browser is not letting the calculator store sets.',
  saveSet: 'Save set',
  replaceSet: 'Replace set',
  setOverwrite: 'A set called “{name}” is already saved. Save again to replace it, or change the name.',
  setSaved: 'Set “{name}” saved',
  setDeleted: 'Set “{name}” deleted',
  setLoaded: 'Set “{name}” loaded',
  /** Said once when a plan arrives from the Budget Planner (the hand-off link). */
  planArrived:
    'A plan arrived from the Budget Planner: its {count} channels are set up below with empty actuals (the rows that were here were set aside: Undo brings them back). Type what each channel really spent and earned; “Plan versus actual” compares them with the plan.',
  planCampaign: 'From the plan',
  noSets: 'No saved sets yet',
  compareCaption: 'Saved sets compared by their totals',
  rowsBack: 'Your earlier channels are back',
  // ——— Workspace ———
  tabsLabel: 'ROI calculator sections',
  tabInstructions: 'Instructions',
  tabData: 'Data Input',
  tabResults: 'Results & Metrics',
  tabDashboard: 'Dashboard',
  tabOptimizer: 'Budget Optimizer',
  copyShare: 'Copy share link',
  printReport: 'Print report',
  shareFailed: 'Could not open the shared link',
  shareCopyFailed: 'Could not copy the share link',
  importAddFailed: 'Could not add the imported rows',
  shareFailedHint: '{error} The sample channels are shown instead.',
  exported: 'Data exported successfully!',
  exportedHint: '{count} channels saved to {file}.',
  exportFailed: 'Failed to export data',
  exportFailedHint: 'Your browser did not allow the download. Please try again.',
  shareCopied: 'Share link copied',
  shareTooBig: 'This plan is too big to share as a link',
  shareTooBigHint:
    'Its {count} rows make an address longer than browsers and servers accept. Use Export CSV instead: the file keeps every row and opens again with Import CSV.',
  shareCopiedHint: 'Anyone with the link sees these channels and figures. Nothing is stored on our servers.',
  skippedOne: '1 row was skipped.',
  skippedMany: '{count} rows were skipped.',
  importedOne: 'Imported 1 channel',
  importedMany: 'Imported {count} channels',
  untitled: 'Untitled channel',
  noCampaign: 'No campaign name',
  // ——— Data input ———
  howToUse: 'How to Use',
  howStep1: 'Choose {edit} on a channel card to unlock its fields (one card at a time).',
  howStep2: 'Enter last period’s spend, clicks, leads, customers and revenue from your ad and analytics reports.',
  howStep3: 'Press {done}, then add or remove channels until the list matches your marketing mix.',
  howStep4: 'Open {results}, {dashboard} and {optimizer} to read the numbers and next steps.',
  channelsHeading: 'Marketing channels',
  addChannel: 'Add Channel',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  rowLimit: 'You have reached the limit of {limit} channels.',
  // ——— Channel card ———
  edit: 'Edit',
  done: 'Done',
  editName: 'Edit {name}',
  doneName: 'Done editing {name}',
  removeName: 'Remove {name}',
  figuresFor: 'Figures for {name}',
  figuresForLocked: 'Figures for {name} (choose Edit to change them)',
  channel: 'Channel',
  campaign: 'Campaign',
  spendLabel: 'Spend',
  clicks: 'Clicks',
  leads: 'Leads',
  customers: 'Customers',
  revenue: 'Revenue',
  recommendation: 'Recommendation',
  moreCustomersThanLeads: 'More customers ({customers}) than leads ({leads}): customers normally come from leads.',
  moreLeadsThanClicks: 'More leads ({leads}) than clicks ({clicks}): leads normally come from clicks.',
  recommendations: {
    strongly: 'Strongly Increase',
    increase: 'Increase',
    maintain: 'Maintain',
    decrease: 'Decrease / Re-evaluate',
  },
  samples: [
    ['SEO', 'Organic Content Hub'],
    ['PPC', 'Google Search Ads'],
    ['Social Media', 'Facebook & Instagram'],
    ['Email', 'Monthly Newsletter'],
    ['Display', 'Retargeting Banners'],
  ],
  // ——— Results ———
  summary: 'Summary',
  totalSpend: 'Total Spend',
  totalRevenue: 'Total Revenue',
  overallRoi: 'Overall ROI',
  overallRoas: 'Overall ROAS',
  aboutMetric: 'About {label}',
  tipSpend:
    'Everything you spent across all channels in the period: ad spend, fees and tools you assigned to each channel.',
  tipRevenue: 'Revenue you can trace back to these channels, for example from your analytics or CRM attribution.',
  tipRoi:
    'Return on investment: (Total Revenue − Total Spend) ÷ Total Spend. 100% means every dollar spent came back twice.',
  tipRoas:
    'Return on ad spend: Total Revenue ÷ Total Spend. 2.00x means two dollars of revenue for every dollar spent.',
  detailedMetrics: 'Detailed Channel Metrics',
  detailedNote:
    'ROI and conversion rates are percentages; CPC is shown to the cent because most clicks cost less than a few dollars.',
  colRoi: 'ROI',
  colRoas: 'ROAS',
  colTrueRoas: 'True ROAS (after fees)',
  trueRoasNote:
    'True ROAS: the revenue kept after the marketplace fee and commission set in your plan, divided by spend. Channels without them show —.',
  colCpl: 'CPL',
  colArpc: 'ARPC',
  colLeadConv: 'Lead Conv %',
  colCustomerConv: 'Customer Conv %',
  colCpc: 'CPC',
  colCac: 'CAC',
  totalsRow: 'TOTALS',
  channelsCountOne: '1 channel',
  channelsCountMany: '{count} channels',
  // ——— Dashboard ———
  chartUnavailable: 'This chart could not load. Check your connection; the table below has the same figures.',
  loadingChart: 'Loading chart…',
  showTable: 'Show the numbers as a table',
  performanceComparison: 'Channel Performance Comparison',
  profit: 'Profit',
  roiPercent: 'ROI %',
  performance: 'Performance',
  share: 'Share',
  tierStrong: 'Strong return on revenue',
  tierPositive: 'Positive return on revenue',
  tierNegative: 'Losing money',
  noData: 'No Data Available - Please add marketing channel data to view the dashboard.',
  roiChart: 'ROI Performance by Channel',
  roiChartTable: 'ROI by channel',
  budgetChart: 'Budget Allocation by Channel',
  budgetChartTable: 'Budget allocation by channel',
  noSpend: 'No spend recorded yet.',
  revenueSpendChart: 'Revenue vs Spend Comparison by Channel',
  revenueSpendTable: 'Revenue and spend by channel',
  // ——— Optimizer ———
  currentSpend: 'Current spend',
  suggestedSpend: 'Suggested spend',
  change: 'Change',
  efficiencyScore: 'Efficiency score',
  campaignRoi: '{campaign} · ROI {roi}',
  scaleUp: 'Channels to scale up',
  maintain: 'Channels to maintain',
  optimize: 'Channels to optimize',
  currentBudget: 'Current total budget',
  suggestedBudget: 'Suggested total budget',
  budgetChange: 'Budget change',
  optimizationSummary: 'Optimization Summary',
  optimizationNote:
    'Suggested budgets scale each channel by its recommendation: {rules}. Treat them as a starting point for next period’s test, not a guarantee: returns usually fall as spend on a channel rises.',
  optimizerHeading: 'Budget Optimization Recommendations',
  optimizerIntro: 'Channels are ranked by ROI, highest first.',
  reasonNoSpend:
    'No spend is recorded for this channel yet, so there is nothing to judge. Add its spend and revenue to get a recommendation.',
  reasonStrong:
    'An ROI of {roi} is well above the {mark} mark. Raising the budget by {change} should add profit while you check that returns hold at the higher spend.',
  reasonIncrease:
    'An ROI of {roi} is above {mark}. A {change} increase is a measured step; watch cost per lead as the spend grows.',
  reasonMaintain:
    'An ROI of {roi} is profitable but modest. Keep the budget steady and improve conversion rates before scaling.',
  reasonDecrease:
    'An ROI of {roi} means this channel spends more than it earns. Cut the budget by {change} and rework targeting, creative or the offer before reinvesting.',
  margin: {
    label: 'Gross margin (%)',
    hint: 'Optional. The share of revenue left after the cost of what you sell. Leave at 0 to count revenue as profit.',
    contribution: 'Contribution',
    noteRevenue:
      'Profit here is revenue − spend: no gross margin is given, so revenue is counted as profit. ROI and its tiers are on revenue.',
    noteMargin: 'Contribution is revenue × {margin} gross margin − spend. ROI and its tiers stay on revenue.',
  },
  advice: {
    toggle: 'Check each suggestion for diminishing returns',
    toggleHint:
      'Each channel’s saturation is Medium unless you change it under “Plan versus actual and planning checks” below. A suggestion agrees when the change it asks for does not lose money.',
    title: 'Marginal check',
    basisRevenue: 'No gross margin given: revenue is counted as profit.',
    basisMargin: 'Gains are contribution at a {margin} gross margin (revenue × margin − spend).',
    agreesMore:
      'Agrees: the extra {spend} would likely bring {revenue} of revenue, a gain of {gain} ({rate} on the change).',
    agreesLess: 'Agrees: the {spend} cut was likely bringing only {revenue} of revenue, so the cut saves {gain}.',
    disagreesMore:
      'Disagrees: returns shrink as this channel grows, so the extra {spend} would likely bring only {revenue} of revenue and lose {loss} ({rate} on the change).',
    disagreesLess: 'Disagrees: the {spend} cut was likely bringing {revenue} of revenue, so the cut would lose {loss}.',
    noChange: 'Nothing to check: this suggestion keeps today’s spend.',
    summaryAgree: 'The marginal check agrees with every suggested change.',
    summaryDisagree:
      'The marginal check disagrees with {count} of the suggested changes; keep their spend until you have tested them:',
    resultsFlag: 'the marginal check says this change loses money',
  },
  // ——— Print ———
  reportTitle: 'Marketing ROI report',
  reportFacts: '{channels} · total spend {spend}',
  reportTool: 'ROI Calculator',
  // ——— Import dialog ———
  importTitle: 'Import channels from CSV',
  importDescription:
    'Use a file exported from this calculator, or a spreadsheet saved as CSV with the columns Channel, Campaign, Spend, Clicks, Leads, Revenue and Customers (in any order).',
  csvFile: 'CSV file',
  reading: 'Reading {file}…',
  readyOne: '1 channel is ready to import from {file}.',
  readyMany: '{count} channels are ready to import from {file}.',
  problemsOne: '1 row could not be read and will be skipped:',
  problemsMany: '{count} rows could not be read and will be skipped:',
  problemRow: 'Row {line}: {message}',
  cancel: 'Cancel',
  replaceCurrent: 'Replace current channels',
  addToCurrent: 'Add to current channels',
  roomLeft: 'Only {room} more channels fit (the limit is {limit}); adding keeps the first {room}.',
  confirmReplace: 'This removes the {current} now on screen and puts the {incoming} in their place.',
  incomingOne: '1 imported channel',
  incomingMany: '{count} imported channels',
  keepCurrent: 'Keep current channels',
  yesReplace: 'Yes, replace them',
  fileUnreadable: 'The file could not be read. Check that it is a CSV text file and try again.',
  // ——— CSV import messages (model/csv.ts takes these as words) ———
  csv: {
    tooLarge: 'The file is larger than 1 MB. Split it into smaller files and import them one at a time.',
    tooWide:
      'The file has {columns} columns; a channel file has seven (at most {limit} are read). Check that it is the right file.',
    empty: 'The file is empty. Choose a CSV file with a header row and one row per channel.',
    missingOne:
      'The file has no {columns} column. It needs a header row with Channel, Campaign, Spend, Clicks, Leads, Revenue and Customers (in any order).',
    missingMany:
      'The file has no {columns} columns. It needs a header row with Channel, Campaign, Spend, Clicks, Leads, Revenue and Customers (in any order).',
    noRows: 'The file has a header row but no channel rows.',
    lineUnreadable: 'The line could not be read ({error}).',
    tooFewOne: 'Only 1 value; the header has {columns} columns.',
    tooFewMany: 'Only {cells} values; the header has {columns} columns.',
    tooMany: '{cells} values, but the header has {columns} columns (is there an unquoted comma in a name?).',
    emptyChannel: 'The channel name is empty.',
    notANumber: '{label} "{raw}" is not a number',
    overLimit: 'Skipped: a file can bring in at most {limit} channels.',
  },
  // ——— Saved sets (table) ———
  setChannels: 'Channels',
  actions: 'Actions',
  load: 'Load',
  delete: 'Delete',
  loadName: 'Load {name}',
  deleteName: 'Delete {name}',
  // ——— Instructions ———
  stepsHeading: 'How the calculator works',
  steps: [
    {
      title: 'Gather one period of numbers',
      text: 'Pick a period you can measure end to end, such as last month or last quarter. For each channel take spend from the ad platform or invoice, clicks from the platform or analytics, leads from your forms or CRM, and customers and revenue from sales records.',
    },
    {
      title: 'Enter each channel on Data Input',
      text: 'Choose Edit on a card to unlock it, type the figures and choose Done. Add a card for every channel you pay for, and remove the ones you do not use. Only one card is editable at a time, so numbers are never changed by accident.',
    },
    {
      title: 'Read Results & Metrics',
      text: 'The totals show whether marketing as a whole pays for itself. The detailed table compares channels on cost per lead, customer acquisition cost and conversion rates, with a budget recommendation for each.',
    },
    {
      title: 'Compare channels on the Dashboard',
      text: 'Charts show ROI, where the budget goes and revenue against spend. Every chart has the same numbers as a table.',
    },
    {
      title: 'Plan the next period with the Budget Optimizer',
      text: 'Channels are ranked by ROI with a suggested budget and a reason. Export a CSV for your records, share a link with colleagues, or print a report.',
    },
  ],
  methodology: 'Methodology',
  formulas: [
    ['ROI', '(Revenue − Spend) ÷ Spend'],
    ['ROAS', 'Revenue ÷ Spend'],
    ['CPL (cost per lead)', 'Spend ÷ Leads'],
    ['ARPC (average revenue per customer)', 'Revenue ÷ Customers'],
    ['Lead conversion rate', 'Leads ÷ Clicks'],
    ['Customer conversion rate', 'Customers ÷ Clicks'],
    ['CPC (cost per click)', 'Spend ÷ Clicks'],
    ['CAC (customer acquisition cost)', 'Spend ÷ Customers'],
  ],
  rulesHeading: 'Budget recommendations',
  ruleAbove: 'ROI above {mark}',
  ruleBetween: 'ROI from {low} to {high}',
  ruleBelow: 'ROI below {mark}',
  ruleBudget: 'suggested budget {multiplier}',
  methodNote:
    'Totals apply the same formulas to the summed figures. A metric whose divisor is zero (for example CPL with no leads) shows as 0. Amounts are in the currency you choose; the calculator does not convert between currencies.',
  undoDelete: 'Undo deleting {name}',
  // After SPEC's columns, only when a channel counts a named result type.
  csvResultColumn: 'Result type',
  // After every other column, only while a tax on ad spend is on (AUD and VND plans).
  csvTaxColumns: ['Tax on ad spend (%)', 'Tax', 'Spend incl. tax', 'ROI after tax'],
  // SPEC's file: its name and columns are owned by model/csv.ts, and written here once by reference.
  csvFileName: ROI_CSV_FILENAME,
  csvColumns: ROI_CSV_COLUMNS,
  planningHeading: 'Plan versus actual and planning checks',
  planningIntro:
    'Compare these actuals with a plan from the Budget Planner, see how far each channel is from the next recommendation, and re-split the same total. Optional; the tabs above stay as they are.',
  planningShow: 'Show planning checks',
  planningHide: 'Hide planning checks',
  planningLoading: 'Loading the planning checks…',
  planning: {
    bandsTitle: 'Distance to the next recommendation',
    bandsTable: 'Distance to the next recommendation per channel',
    now: 'Now',
    moveUp: 'To move up',
    keepBand: 'To keep this band',
    breakEvenCpc: 'Break-even CPC',
    moveUpText: '+{gap} revenue to reach {band} (more than {needed})',
    keepText: 'spend below {ceiling}{cpc} (ROI above {threshold})',
    keepCpc: ', i.e. CPC below {cpc}',
    gapParts:
      'Spend {spend} · cost per click {cpc} · conversion rate {cvr} · value per lead {vpl}: these add up exactly to the revenue gap.',
    customersParts:
      'Customers: spend {spend} · cost per click {cpc} · conversion rate {cvr} · lead-to-customer rate {rate}.',
    customersZero: 'Customers: {note}',
    zeroSplit:
      "Can't split a zero: one of the figures is 0 in the plan or the actuals, so only the plain difference is shown.",
    gapTotal: 'Revenue is {gap} against the plan.',
    gapDrag: 'The biggest drag is {driver} ({value})',
    gapHelpAfter: ', the biggest help is {driver} ({value})',
    gapHelp: 'The biggest help is {driver} ({value})',
    drivers: ['spend', 'cost per click', 'conversion rate', 'value per lead'],
    unchanged: '{error} Your actuals are unchanged.',
    tooLarge: 'The file is too large to be a plan.',
    fileNotJson: 'The file is not JSON. Choose the file the Budget Planner downloaded.',
    fileNotPlan:
      'The file is not a plan from the Budget Planner (plan-targets/1), or some of its values are out of range.',
    /** The plan's and the page's currency inside otherCurrency: the code on the English page. */
    currencyNames: { USD: 'USD', AUD: 'AUD', VND: 'VND' },
    /** The source chips of the planning checks (SourceChip's label). */
    chips: { yours: 'Your number', benchmark: 'Benchmark', assumption: 'Assumption' },
    targetsTitle: 'Plan versus actual',
    targetsIntro:
      'Open a plan sent from the Budget Planner (the link does it for you) or load its file. Targets are matched to your rows by channel name.',
    loadPlan: 'Load plan file',
    otherCurrency:
      'The plan was made in {plan}; these actuals are shown in {actual}. Amounts are compared as typed, without conversion.',
    daysElapsed: 'Days elapsed',
    daysTotal: 'Days in period',
    paced: 'Targets pro-rated to {share} of the period.',
    wholePeriod: 'Leave empty to compare whole-period targets.',
    mapTo: 'Map {name} to…',
    noTarget: 'No target',
    noMatch: '{name}: no matching target.',
    targetTable: 'Target versus actual, {name}',
    figure: 'Figure',
    target: 'Target',
    actual: 'Actual',
    difference: 'Difference',
    differencePercent: 'Difference %',
    unmatched: 'Targets without a matching row: {names}. Pick one with “Map to…” above.',
    totalsTitle: 'Totals against the plan ({matched} of {planned} channels)',
    totalsTable: 'Plan totals versus actual',
    againstPlan: 'Against the plan',
    verdicts: { favourable: 'Favourable', unfavourable: 'Unfavourable', even: 'On plan' },
    signChanged: 'No % (changes sign)',
    awaiting: 'No actuals yet: type each channel’s spend and revenue in Data Input to compare them with the plan.',
    totalsNote: 'Spend under the plan counts as favourable; revenue and ROI over the plan count as favourable.',
    resplitTitle: 'Keep the same total and re-split it',
    resplitToggle: 'Re-split with diminishing returns',
    resplitIntro:
      'The Budget Optimizer tab scales each channel by its average ROI. This check assumes returns shrink as spend grows (saturation per row, an assumption) and moves money where the next unit earns most, each channel within 0.7×–1.5× of today.',
    resplitTable: 'Re-split of the same total',
    saturation: 'Saturation',
    saturationFor: 'Saturation, {name}',
    saturationNames: { none: 'None', low: 'Low', medium: 'Medium', high: 'High' },
    spendNow: 'Spend now',
    resplit: 'Re-split',
    likelyReturn: "Optimizer's suggestion: likely return",
    noExtra: 'No extra money suggested.',
    marginalMore:
      '{multiplier}: {spend} would likely return {revenue} (ROI {roi}); the extra {extra} returns {extraRevenue}, ROI {incremental} on the change.',
    marginalLess:
      '{multiplier}: {spend} would likely return {revenue} (ROI {roi}); the removed {extra} was returning {extraRevenue}, ROI {incremental} on the change.',
    resplitTotals: 'Revenue now {now}; with the re-split {after} for the same total {total}.',
    methodTitle: 'Methodology: formulas, sources and worked examples',
    /** The three planning formulas these checks use (the kit's FORMULAS entries, word for word in English). */
    formulas: {
      hill: {
        name: 'Diminishing returns (Hill curve, k = 1)',
        formula: 'clicks(s) = Cmax × s / (s + h);  Cmax = (sRef / CPC) / phi;  h = sRef × (1 − phi) / phi',
        source:
          "Google Meridian's Hill saturation with its default slope of 1, calibrated here so your CPC is reproduced exactly at the reference spend sRef. phi (Low 0.25, Medium 0.5, High 0.7) is an assumption.",
      },
      split: {
        name: 'Best split (water-filling)',
        formula:
          'maximise sum of w_i × clicks_i(s_i) with sum of s_i = budget, min_i ≤ s_i ≤ max_i;  every free channel ends at the same marginal return lambda',
        source:
          'The optimality (KKT) conditions for concave curves; Meridian maintainers state equal marginal ROI as the condition. Default bounds 0.7×–1.5× follow Meridian (±30%) and Robyn (0.7–1.5, widened ×3 for the second answer).',
      },
      lmdi: {
        name: 'Why revenue missed (LMDI)',
        formula:
          'effect of factor f = L(R1, R0) × ln(f1 / f0),  L(a, b) = (a − b) / (ln a − ln b);  revenue = spend × 1/CPC × CVR × value per lead',
        source:
          'Ang (2004), log-mean Divisia index: the effects add up to the gap with no residual; it cannot split a zero.',
      },
    },
    bandDistance: 'Distance to the next band',
    bandDistanceText:
      'ROI = (revenue − spend) / spend, so reaching a threshold t needs revenue above (1 + t) × spend, and keeping it needs spend below revenue / (1 + t). Example: spend 5,000, revenue 12,000 (ROI 140%, Increase) needs more than 12,500 for Strongly Increase and stays Increase while spend is below 8,000.',
    gapExample:
      'Plan: spend 5,000, CPC 2.50, CVR 5%, 120 a lead (revenue 12,000). Actual: 5,400, 2.70, 4.6%, 130 (revenue 11,960). Split: spend {spend}, CPC {cpc}, CVR {cvr}, value per lead {vpl}; sum −40.00.',
    marginalExample:
      'Marginal check: ROI 200% at 10,000 is Strongly Increase (×1.5). With Medium saturation 15,000 would return {revenue} (ROI {roi}); the extra 5,000 returns {extra}, ROI {incremental} on the increase.',
  },
} as const;
