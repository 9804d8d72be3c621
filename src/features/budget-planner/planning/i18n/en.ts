/**
 * The planner's planning tools (saturation, split, ranges, break-even, benchmarks, hand-off,
 * methodology) in English. vi.ts must have exactly these keys (decision 057).
 */
export const planningEn = {
  heading: 'Planning tools',
} as const;
