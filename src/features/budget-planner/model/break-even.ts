/** Break-even values per planner channel, straight from the fixed definitions (no new inputs). */
import { safeDivide } from '../../../lib/money.ts';

export interface BreakEven {
  /** Most a click may cost to win customers at the target CAC. */
  maxCpcForTargetCac: number | null;
  /** CPC at which revenue equals spend (ROI = 0). */
  breakEvenCpc: number;
  /** CVR (percent) at which ROI = 0 at today's CPC. */
  breakEvenCvr: number;
  /** Value per lead at which ROI = 0: the cost per lead. */
  breakEvenValuePerLead: number;
}

export function breakEven(
  channel: { cpc: number; cvr: number; valuePerLead: number },
  leadToCustomerRate: number,
  targetCac?: number,
): BreakEven {
  return {
    maxCpcForTargetCac:
      targetCac !== undefined && targetCac > 0 ? targetCac * (channel.cvr / 100) * (leadToCustomerRate / 100) : null,
    breakEvenCpc: (channel.cvr / 100) * channel.valuePerLead,
    breakEvenCvr: safeDivide(channel.cpc, channel.valuePerLead) * 100,
    breakEvenValuePerLead: safeDivide(channel.cpc, channel.cvr / 100),
  };
}
