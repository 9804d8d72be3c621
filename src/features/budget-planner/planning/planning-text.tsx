/** The planning tools' words, handed to the planner island with the rest (decision 057). */
import type { Shape } from '../../../i18n/dictionary.ts';
import { requiredContext } from '../../calculator-kit/text-context.tsx';
import type { planningEn } from './i18n/en.ts';

export type PlanningText = Shape<typeof planningEn>;

const planning = requiredContext<PlanningText>('PlanningText');
export const PlanningTextContext = planning.Context;
/** The planning tools' words in the page's language. */
export const usePlanningText = planning.use;
