/**
 * Display rules only the ROI calculator's later tabs, its printed report and its exports show: the
 * dashboard's ROI tiers, the optimizer's multipliers and reasons, channel counts and the CSV's
 * recommendation words. Apart from display.ts so that the first screen does not load them.
 */
import type { Formatters } from '../calculator-kit/use-format.ts';
import type { Tone } from '../calculator-kit/tones.ts';
import { fill } from '../../i18n/fill.ts';
import { recommendationWord } from './display.ts';
import { BUDGET_MULTIPLIERS, INCREASE_ROI, STRONG_INCREASE_ROI, type Recommendation } from './model/roi.ts';
import type { RoiText } from './roi-text.tsx';
import type { IconName } from '../../components/ui/icon.tsx';

export type RoiTier = 'strong' | 'positive' | 'negative';

/** Dashboard ROI tiers: over 50 % strong (rocket, green), over 0 % positive (chart-up, yellow), else negative (chart-down, red). */
export function roiTier(roi: number): RoiTier {
  if (roi > 0.5) return 'strong';
  if (roi > 0) return 'positive';
  return 'negative';
}

export const ROI_TIERS: Record<
  RoiTier,
  { text: 'tierStrong' | 'tierPositive' | 'tierNegative'; tone: Tone; icon: IconName }
> = {
  strong: { text: 'tierStrong', tone: 'success', icon: 'rocket' },
  positive: { text: 'tierPositive', tone: 'warning', icon: 'trending-up' },
  negative: { text: 'tierNegative', tone: 'danger', icon: 'trending-down' },
};

/** "×1.25" written in the page's number format. */
export const multiplierWords = (recommendation: Recommendation, fmt: Formatters) =>
  `×${fmt.number(BUDGET_MULTIPLIERS[recommendation], 2).replace(/[.,]?0+$/, '')}`;

/** A round percent mark such as "50%" in the page's number format. */
export const markWords = (ratio: number, fmt: Formatters) => fmt.percent(ratio * 100, 0);

/** The optimizer's one-line reason for a channel, quoting the thresholds and multipliers it uses. */
export function reasonWords(
  t: RoiText,
  fmt: Formatters,
  recommendation: Recommendation,
  roi: number,
  spend: number,
): string {
  if (spend <= 0) return t.reasonNoSpend;
  const change = fmt.percent(Math.round(Math.abs(BUDGET_MULTIPLIERS[recommendation] - 1) * 100), 0);
  const values = { roi: fmt.percent(roi * 100, 1), change };
  switch (recommendation) {
    case 'Strongly Increase':
      return fill(t.reasonStrong, { ...values, mark: markWords(STRONG_INCREASE_ROI, fmt) });
    case 'Increase':
      return fill(t.reasonIncrease, { ...values, mark: markWords(INCREASE_ROI, fmt) });
    case 'Maintain':
      return fill(t.reasonMaintain, values);
    case 'Decrease / Re-evaluate':
      return fill(t.reasonDecrease, values);
  }
}

/** "1 channel" / "5 channels" in the page's language. */
export const channelCount = (t: RoiText, count: number) =>
  count === 1 ? t.channelsCountOne : fill(t.channelsCountMany, { count });

/** Every recommendation code with its word, for the CSV export. */
export const recommendationWords = (t: RoiText): Record<Recommendation, string> => ({
  'Strongly Increase': recommendationWord(t, 'Strongly Increase'),
  Increase: recommendationWord(t, 'Increase'),
  Maintain: recommendationWord(t, 'Maintain'),
  'Decrease / Re-evaluate': recommendationWord(t, 'Decrease / Re-evaluate'),
});
