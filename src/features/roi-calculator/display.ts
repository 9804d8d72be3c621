/**
 * Display rules of the ROI calculator's first screen: the recommendation badges and the words they
 * show. What only the later tabs, the report and the exports show is in report-words.ts.
 */
import type { BadgeTone } from '../../components/ui/badge.tsx';
import type { Recommendation } from './model/roi.ts';
import type { RoiText } from './roi-text.tsx';

export function recommendationTone(recommendation: Recommendation): BadgeTone {
  switch (recommendation) {
    case 'Strongly Increase':
      return 'success';
    case 'Increase':
      return 'brand';
    case 'Maintain':
      return 'neutral';
    case 'Decrease / Re-evaluate':
      return 'danger';
  }
}

/** A channel's name on screen; an empty name reads as the dictionary's "Untitled channel". */
export const displayName = (channel: string, untitled: string) => (channel.trim() === '' ? untitled : channel);

const RECOMMENDATION_KEYS = {
  'Strongly Increase': 'strongly',
  Increase: 'increase',
  Maintain: 'maintain',
  'Decrease / Re-evaluate': 'decrease',
} as const satisfies Record<Recommendation, keyof RoiText['recommendations']>;

/** A model recommendation code ('Strongly Increase') in the page's words. */
export const recommendationWord = (t: RoiText, recommendation: Recommendation) =>
  t.recommendations[RECOMMENDATION_KEYS[recommendation]];
