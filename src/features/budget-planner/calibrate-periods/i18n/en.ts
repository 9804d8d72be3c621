/** Words of the period review and its Undo toast (loaded with the review, never on first load). */
export const periodsEn = {
  heading: 'Diminishing returns from your periods',
  intro:
    'These channels have more than one period in your files. The saturation curve of each goes through its lowest- and highest-spend periods. CPC, conversion rate and value per lead stay the totals over all periods, and each channel’s budget in the plan becomes its average spend per period.',
  period: '{period}: spend {spend}, {leads} {result}, {clicks} clicks',
  ofMore: 'The two of {count} periods with the lowest and the highest spend:',
  fitted:
    'Curve from your file: at most {cmax} {result}, half of them at a spend of {h}; it matches your overall cost per result at {sRef} (share of the ceiling {phi}). Applying switches on diminishing returns for this channel.',
  season: 'Two periods also differ in season and competition, which can look like saturation.',
  refused: {
    unknown:
      'No curve: some of these periods’ figures are unknown in the file (“<5”, “--”) or missing. Nothing changes for this channel; it keeps its assumptions.',
    'same-spend':
      'No curve: the periods have the same spend, so they say nothing about what more spend buys. Nothing changes for this channel.',
    fell: 'No curve: results fell while spend rose, which a saturation curve cannot describe (something else changed). Nothing changes for this channel.',
    'no-saturation':
      'No curve: results grew as fast as spend (or faster), so no diminishing returns are visible. Nothing changes for this channel; it stays a straight line.',
    'not-positive': 'No curve: each period needs a spend and results above zero. Nothing changes for this channel.',
    outside: 'No curve: the other periods do not fit the curve through these two. Nothing changes for this channel.',
  },
  toast: 'Diminishing returns from your file for {count} channels',
};

export type PeriodsText = typeof periodsEn;
