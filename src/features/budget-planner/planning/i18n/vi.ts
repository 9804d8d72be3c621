import type { SameKeysCheck, Shape } from '../../../../i18n/dictionary.ts';
import type { planningEn } from './en.ts';

/** Minimal stand-in: the colleague who owns planning/** replaces this file at merge (same keys as en.ts). */
export const planningVi = {
  heading: 'Công cụ lập kế hoạch',
} as const satisfies Shape<typeof planningEn>;

const check: SameKeysCheck<typeof planningEn, typeof planningVi> = 'same keys';
void check;
