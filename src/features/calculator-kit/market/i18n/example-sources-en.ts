/** The words of the example's sources, in English. example-sources-vi.ts must have exactly these keys. */
export const exampleSourcesEn = {
  summary: "Where the example's figures come from",
  intro:
    'The tool opens on a Vietnamese example, not on US figures converted to dong. Each figure below says where it comes from and when; a figure marked as the agency’s working assumption had no published source. Replace them with your own figures, or import your ad platform’s export.',
  caption: "The example's figures, their sources and dates",
  channel: 'Channel',
  figure: 'Figure',
  value: 'Value',
  source: 'Source and date',
  allChannels: 'Whole plan',
  budget: 'Monthly budget',
  leadToCustomer: 'Lead-to-customer rate',
  cpc: 'Cost per click',
  costPerMessage: 'Cost per started message',
  cvr: 'Conversion rate (click to lead)',
  valuePerLead: 'Value per lead',
  dated: 'Read or set on {date}.',
} as const;
