/** Display rules of the ROI calculator: the dashboard's ROI tiers and the recommendation badges. */
import { Rocket, TrendingDown, TrendingUp } from 'lucide-react';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import type { Tone } from '../calculator-kit/tones.ts';
import type { Recommendation } from './model/roi.ts';

export type RoiTier = 'strong' | 'positive' | 'negative';

/** Dashboard ROI tiers: over 50 % strong (rocket, green), over 0 % positive (chart-up, yellow), else negative (chart-down, red). */
export function roiTier(roi: number): RoiTier {
  if (roi > 0.5) return 'strong';
  if (roi > 0) return 'positive';
  return 'negative';
}

export const ROI_TIERS: Record<RoiTier, { text: string; tone: Tone; icon: typeof Rocket }> = {
  strong: { text: 'Strong return', tone: 'success', icon: Rocket },
  positive: { text: 'Positive return', tone: 'warning', icon: TrendingUp },
  negative: { text: 'Losing money', tone: 'danger', icon: TrendingDown },
};

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

export const displayName = (channel: string) => (channel.trim() === '' ? 'Untitled channel' : channel);
