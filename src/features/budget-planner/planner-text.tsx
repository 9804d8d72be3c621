/** The Budget Planner's words, as its island received them from the page (see ../calculator-kit/text-context.tsx). */
import type { Shape } from '../../i18n/dictionary.ts';
import { requiredContext } from '../calculator-kit/text-context.tsx';
import type { plannerEn } from './i18n/en.ts';

export type PlannerText = Shape<typeof plannerEn>;

const planner = requiredContext<PlannerText>('PlannerText');
export const PlannerTextContext = planner.Context;
/** The planner's words in the page's language. */
export const usePlannerText = planner.use;

/** A channel's name on screen; an unnamed one is "Channel 3" in the page's language. */
export function channelLabelIn(t: PlannerText, name: string, index: number): string {
  const trimmed = name.trim();
  return trimmed === '' ? t.unnamedChannel.replace('{number}', String(index + 1)) : trimmed;
}
