/**
 * The marginal check's settings, apart from the check itself (advice-check.ts): the draft, share
 * links and the first screen hold them, while the check and its curves load with the tabs that show it.
 */
import type { SaturationPreset } from '../../calculator-kit/model/saturation-presets.ts';

/** What the marginal check needs from the visitor: whether it runs, and each row's saturation. */
export interface MarginalSettings {
  on: boolean;
  presets: Record<string, SaturationPreset>;
}

export const MARGINAL_OFF: MarginalSettings = { on: false, presets: {} };
