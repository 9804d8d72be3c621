/** Display rules of the ROI calculator: colour tiers and the chart palette (theme tokens only). */
import type { BadgeTone } from '../../components/ui/badge.tsx';
import type { Recommendation } from './model/roi.ts';

/** ROAS colours: 2 or more green, 1 or more yellow, otherwise red. */
export function roasTone(roas: number): BadgeTone {
  if (roas >= 2) return 'success';
  if (roas >= 1) return 'warning';
  return 'danger';
}

export const roasTextClass: Record<BadgeTone, string> = {
  success: 'text-success-700',
  warning: 'text-warning-700',
  danger: 'text-danger-700',
  brand: 'text-brand-700',
  neutral: 'text-slate-700',
  accent: 'text-accent-700',
};

export type RoiTier = 'strong' | 'positive' | 'negative';

/** Dashboard ROI tiers: over 50 % strong (rocket, green), over 0 % positive (chart-up, yellow), else negative. */
export function roiTier(roi: number): RoiTier {
  if (roi > 0.5) return 'strong';
  if (roi > 0) return 'positive';
  return 'negative';
}

export const tierText: Record<RoiTier, string> = {
  strong: 'Strong return',
  positive: 'Positive return',
  negative: 'Losing money',
};

export const tierClass: Record<RoiTier, string> = {
  strong: 'text-success-700',
  positive: 'text-warning-700',
  negative: 'text-danger-700',
};

export const tierFill: Record<RoiTier, string> = {
  strong: 'var(--color-success-600)',
  positive: 'var(--color-warning-600)',
  negative: 'var(--color-danger-600)',
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

/** Seven pie colours; the swatch class keeps each CSS variable in the stylesheet and keys the tables. */
export const PALETTE = [
  { fill: 'var(--color-brand-600)', swatch: 'bg-brand-600' },
  { fill: 'var(--color-accent-500)', swatch: 'bg-accent-500' },
  { fill: 'var(--color-success-600)', swatch: 'bg-success-600' },
  { fill: 'var(--color-brand-300)', swatch: 'bg-brand-300' },
  { fill: 'var(--color-danger-600)', swatch: 'bg-danger-600' },
  { fill: 'var(--color-warning-600)', swatch: 'bg-warning-600' },
  { fill: 'var(--color-brand-900)', swatch: 'bg-brand-900' },
] as const;

export function paletteAt(index: number) {
  return PALETTE[index % PALETTE.length]!;
}

export const displayName = (channel: string) => (channel.trim() === '' ? 'Untitled channel' : channel);
