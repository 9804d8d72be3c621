/**
 * The words the shared calculator parts show, in English. Placeholders such as {label} are filled
 * with fill() from src/i18n/fill.ts. The Vietnamese edition (vi.ts) must have exactly these keys.
 */
export const kitEn = {
  draftRestored: 'Restored your last session',
  startFresh: 'Start fresh',
  startedFresh: 'Started fresh: the tool is back to its example figures.',
  draftFull:
    'Your browser’s storage is full, so changes are no longer kept for your next visit. Save the plan as a file (or copy a link) to keep it, or free some storage for this site.',
  ui: {
    close: 'Close',
    dismiss: 'Dismiss notification',
    notification: 'Notification',
    notifications: 'Notifications ({hotkey})',
  },
  importZoneTitle: 'Bring your own numbers',
  importZoneHint:
    'Drop Google Ads, Meta or TikTok exports here (CSV, TSV or XLSX), or any CSV, and check what we read before anything changes.',
  importZoneButton: 'Choose export files',
  importZonePrivacy: 'Read in your browser: nothing is uploaded.',
  importUndoAlt: 'Undo the import: bring back the channels you had',
  calibrateTitle: 'Calibrate from my data',
  calibrateHint:
    'Drop Google Ads, Meta or TikTok exports (CSV, TSV or XLSX), or any CSV: each channel’s cost per click, conversion rate and value per lead come from your own results.',
  calibrated: 'Calibrated {count} channels from your files',
  calibratedHeading: 'Where the figures come from',
  calibratedFrom: '{channel}: {figures} from your files',
  calibratedAssumed: '{channel}: {figures} assumed (not in your files)',
  figures: { cpc: 'cost per click', cvr: 'conversion rate', valuePerLead: 'value per lead' },
  undo: 'Undo',
  /** A click whose code could not load (the connection dropped). */
  partOffline: 'This part of the tool could not load. Check your connection, then try again.',
  /** What a channel counts as its leads (model/result-type.ts). */
  results: {
    leads: 'leads',
    types: {
      lead: 'form leads',
      message: 'messages started',
      purchase: 'purchases',
      conversions: 'conversions',
      'link-click': 'link clicks',
    },
    countAs: 'Counts as leads',
    plain: 'Leads (not specified)',
    costPerMessage: 'Cost per message',
    costPerMessageTip: 'Spend on the channels that count messages started, divided by those messages.',
  },
  currency: 'Currency',
  currencyLabels: { USD: 'US dollar (USD)', AUD: 'Australian dollar (AUD)', VND: 'Vietnamese dong (VND)' },
  relabelled: 'Switching currency relabels the figures; it does not convert them.',
  noScriptTitle: 'JavaScript is needed for this tool',
  noScript:
    'This tool runs in your browser and needs JavaScript. JavaScript is turned off or blocked here, so the controls below would do nothing. Turn it on and reload the page to use the tool.',
  numberNotNumber: '{label} must be a number.',
  numberTooLarge: '{label} is too large to be a real figure.',
  numberNegative: '{label} cannot be negative.',
  numberBelow: '{label} cannot be less than {limit}.',
  numberAbove: '{label} cannot be more than {limit}.',
  numberEmpty: 'Enter a number for {label}.',
  previousKept: '{error} The previous value is kept.',
  askStrategist: 'Ask a strategist about this plan',
  attachTooBig:
    'This plan is too big to attach to a message. Export it as a file, then write to us and attach the file.',
  /** The short summary sent with an enquiry (plan-summary.ts). */
  planSummary: {
    plannerTool: 'Marketing Campaign Budget Planner',
    roiTool: 'Digital Marketing ROI Calculator',
    currency: 'in {currency}',
    totalBudget: 'Total budget',
    totalSpend: 'Total spend',
    goalFirst: 'Planned from a goal of {customers} customers',
    channels: 'Channels',
    moreChannels: '…and {count} more',
    results: 'Results',
    leads: 'leads',
    customers: 'customers',
    revenue: 'revenue',
    profit: 'profit',
    contribution: 'contribution at {margin} gross margin',
    roi: 'ROI',
    roas: 'ROAS',
  },
  shareTitle: 'Copy this link',
  shareDescription:
    'Your browser did not allow copying automatically. Select the link below and copy it; anyone who opens it sees these figures.',
  shareLabel: 'Share link',
  printPrepared: 'prepared {date} with the Brightlane Digital {tool}',
  /** Why a shared link could not be opened (ShareProblem codes from share-link.ts). */
  shareErrors: {
    format: 'The shared link is not in a format we recognise.',
    version: 'The shared link comes from a different version of this tool.',
    damaged: 'The shared link is damaged and could not be read.',
    values: 'The shared link contains values we cannot use.',
  },
} as const;
