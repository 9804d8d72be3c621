/**
 * The planning tools' words. The island's props carry only what the closed mount shows (its heading,
 * intro, button and loading line); the panel's words load with the panel's code, in the page's
 * language (panel-words.ts), so the planner's HTML does not carry about 20 KB of words its first
 * screen never shows.
 */
import type { Shape } from '../../../i18n/dictionary.ts';
import { requiredContext } from '../../calculator-kit/text-context.tsx';
import type { planningEn } from './i18n/en.ts';

export type PlanningText = Shape<typeof planningEn>;

const planning = requiredContext<PlanningText>('PlanningText');
export const PlanningTextContext = planning.Context;
/** The planning tools' words in the page's language (inside the loaded panel). */
export const usePlanningText = planning.use;

/** The words the closed mount shows, handed to the island with the page. */
const MOUNT_KEYS = ['heading', 'intro', 'show', 'hide', 'loading'] as const;
export type PlanningMountText = Pick<PlanningText, (typeof MOUNT_KEYS)[number]>;

/** The mount's words out of the planning dictionary of one language. */
export const planningMountText = (text: PlanningText): PlanningMountText =>
  Object.fromEntries(MOUNT_KEYS.map((key) => [key, text[key]])) as PlanningMountText;

const mount = requiredContext<PlanningMountText>('PlanningMountText');
export const PlanningMountTextContext = mount.Context;
/** The closed mount's words in the page's language. */
export const usePlanningMountText = mount.use;
