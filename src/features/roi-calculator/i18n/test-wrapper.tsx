/** Unit tests render the RoiCalculator's parts inside the providers its island sets up, in English by default. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import { ToolLanguageProvider } from '../../calculator-kit/text-context.tsx';
import { RoiTextContext } from '../roi-text.tsx';
import { roiTextFor } from './index.ts';

export function RoiTestText({ children, locale = 'en' }: { children: ReactNode; locale?: Locale }) {
  const text = roiTextFor(locale);
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <RoiTextContext value={text.tool}>{children}</RoiTextContext>
    </ToolLanguageProvider>
  );
}

/** render() with the ROI calculator's providers around the element. */
export const renderRoi = (ui: ReactElement, locale: Locale = 'en') =>
  render(ui, { wrapper: ({ children }) => <RoiTestText locale={locale}>{children}</RoiTestText> });
