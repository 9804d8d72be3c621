/**
 * The words of the tax line, in English. They load with the line (on demand, AUD and VND plans
 * only), not with the page. vi.ts must have exactly these keys.
 */
export const adTaxEn = {
  heading: 'Tax on ad spend',
  gst: 'GST',
  vat: 'VAT',
  on: 'Add {tax} on top of ad spend',
  rate: '{tax} rate',
  check: 'Check the current rate: it changes by decree and by platform.',
  amount: '{tax} on ad spend',
  cost: 'Ad spend incl. {tax}',
  roi: 'ROI after {tax}',
  roas: 'ROAS after {tax}',
  note: 'Its own line: every figure above is before tax, as the formulas give it.',
  kept: 'Kept with the plan: saved plans, links and files carry this setting.',
  source: 'Default rate: {source}.',
} as const;
