/**
 * The planning panel's words per language, loaded on demand with the panel's code (each language is
 * its own chunk, so a page fetches only its own).
 */
import type { Locale } from '../../../lib/locales.ts';
import { onDemand, type OnDemand } from '../../calculator-kit/on-demand.ts';
import type { PlanningText } from './planning-text.tsx';

export const panelWords: Record<Locale, OnDemand<PlanningText>> = {
  en: onDemand(() => import('./i18n/en.ts').then((m) => m.planningEn)),
  vi: onDemand(() => import('./i18n/vi.ts').then((m) => m.planningVi)),
};
