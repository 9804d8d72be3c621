/**
 * Reading plan-targets/1 (plan-targets.ts) back: a targets link or a downloaded file, through one
 * schema, so a damaged or hand-edited plan gets a clear refusal. Apart from the writing side, which
 * needs no schema, so that only the reader (the ROI calculator's planning panel) loads zod.
 */
import * as z from 'zod/mini';
import { CURRENCIES } from '../../../lib/money.ts';
import { decodeShare, type DecodeResult } from '../share-link.ts';
import { TARGETS_SCHEMA_ID, TARGETS_VERSION, type PlanTargets } from './plan-targets.ts';

const amount = z.number().check(z.minimum(0), z.maximum(1e15));
const percent = z.number().check(z.minimum(0), z.maximum(100));

const channelSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  spend: amount,
  cpc: amount,
  cvr: percent,
  vpl: amount,
  clicks: amount,
  leads: amount,
  customers: amount,
  revenue: amount,
  fees: z.optional(z.unknown()),
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const planTargetsSchema = z.object({
  schema: z.literal(TARGETS_SCHEMA_ID),
  currency: z.enum(CURRENCIES),
  periodStart: z.optional(isoDate),
  periodEnd: z.optional(isoDate),
  l2c: percent,
  channels: z.array(channelSchema).check(z.minLength(1), z.maxLength(50)),
});

// plan-targets.test.ts checks that the schema reads exactly the document plan-targets.ts describes.
export function decodeTargets(token: string): DecodeResult<PlanTargets> {
  return decodeShare(token, TARGETS_VERSION, planTargetsSchema);
}

export function targetsFromJson(text: string): DecodeResult<PlanTargets> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problem: 'damaged',
      error: 'The file is not JSON. Choose the file the Budget Planner downloaded.',
    };
  }
  const parsed = planTargetsSchema.safeParse(data);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        problem: 'values',
        error:
          'The file is not a plan from the Budget Planner (plan-targets/1), or some of its values are out of range.',
      };
}
