/** The four guides in Vietnamese, in the order of ../index.ts (downloadPath stays there). */
import type { Guide } from '../types.ts';
import { canvaGuide } from './canva.ts';
import { onPageSeoGuide } from './on-page-seo.ts';
import { seoOptimizationGuide } from './seo-optimization.ts';
import { socialMediaGuide } from './social-media.ts';

export type { Guide } from '../types.ts';

export const guides: readonly Guide[] = [onPageSeoGuide, seoOptimizationGuide, socialMediaGuide, canvaGuide];
