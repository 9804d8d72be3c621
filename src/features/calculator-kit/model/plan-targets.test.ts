import type * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildTargets,
  encodeTargets,
  targetsToJson,
  targetsTokenFromHash,
  targetsUrl,
  type PlanTargets,
} from './plan-targets.ts';
import { decodeTargets, planTargetsSchema, targetsFromJson } from './plan-targets-read.ts';

const targets = buildTargets({
  currency: 'AUD',
  l2c: 20,
  channels: [
    { name: 'Google Search', spend: 5000, cpc: 2.5, cvr: 5, vpl: 120, clicks: 2000, leads: 100, revenue: 12000 },
  ],
});

describe('plan-targets/1 hand-off', () => {
  it('derives customers from the lead-to-customer rate', () => {
    expect(targets).toEqual({
      schema: 'plan-targets/1',
      currency: 'AUD',
      l2c: 20,
      channels: [expect.objectContaining({ name: 'Google Search', customers: 20 })],
    });
  });
  it('round-trips through the URL fragment', () => {
    const url = targetsUrl('https://example.com/solutions/free-resources/roi-calculator?x=1', targets);
    expect(url).toMatch(/^https:\/\/example\.com\/solutions\/free-resources\/roi-calculator\?x=1#targets=v1\./);
    const token = targetsTokenFromHash(new URL(url).hash);
    expect(token).not.toBeNull();
    expect(decodeTargets(token ?? '')).toEqual({ ok: true, value: targets });
    expect(decodeTargets(encodeTargets(targets))).toEqual({ ok: true, value: targets });
  });
  it('round-trips through the JSON file', () => {
    expect(targetsFromJson(targetsToJson(targets))).toEqual({ ok: true, value: targets });
  });
  it('refuses damaged input with a clear message', () => {
    expect(targetsFromJson('{')).toEqual({
      ok: false,
      problem: 'damaged',
      error: 'The file is not JSON. Choose the file the Budget Planner downloaded.',
    });
    expect(targetsFromJson(JSON.stringify({ ...targets, schema: 'plan-targets/2' })).ok).toBe(false);
    expect(targetsFromJson(JSON.stringify({ ...targets, channels: [{ ...targets.channels[0], cvr: 140 }] })).ok).toBe(
      false,
    );
    expect(decodeTargets('v1.%%%').ok).toBe(false);
    expect(targetsTokenFromHash('#plan=abc')).toBeNull();
  });
});

describe('the plan-targets document and its reader', () => {
  it('read exactly the same fields (a type check: a field added to one only fails tsc)', () => {
    expectTypeOf<z.infer<typeof planTargetsSchema>>().toEqualTypeOf<PlanTargets>();
  });
});
