import type { TargetChannel } from '../../calculator-kit/model/plan-targets.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';

/**
 * The plan's channels as rows of the ROI calculator with empty actuals: the visitor types what
 * really happened; the example rows are not kept beside them.
 */
export function rowsFromPlan(channels: readonly TargetChannel[], makeId: () => string, campaign: string): RoiRow[] {
  return channels.map((c) => ({
    id: makeId(),
    channel: c.name.slice(0, ROI_LIMITS.name),
    campaignName: campaign,
    spend: 0,
    clicks: 0,
    conversions: 0,
    revenue: 0,
    customers: 0,
  }));
}
