/**
 * How saturated a channel is: the presets a visitor picks and the bounds of the share (phi) of its
 * ceiling bought at today's spend. Apart from the curve maths (hill.ts) so that a draft or a share
 * link can read a preset without loading the curves.
 */
export const SATURATION_PRESETS = { none: 0, low: 0.25, medium: 0.5, high: 0.7 } as const;
export type SaturationPreset = keyof typeof SATURATION_PRESETS;
export const PHI_MIN = 0.05;
export const PHI_MAX = 0.95;
