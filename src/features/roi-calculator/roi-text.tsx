/** The ROI calculator's words, as its island received them from the page (see ../calculator-kit/text-context.tsx). */
import type { Shape } from '../../i18n/dictionary.ts';
import { requiredContext } from '../calculator-kit/text-context.tsx';
import type { roiEn } from './i18n/en.ts';

export type RoiText = Shape<typeof roiEn>;

const roi = requiredContext<RoiText>('RoiText');
export const RoiTextContext = roi.Context;
/** The ROI calculator's words in the page's language. */
export const useRoiText = roi.use;
