/** Unit tests render the shared calculator parts inside the language provider an island sets up, in English by default. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import { ToolLanguageProvider } from '../text-context.tsx';
import { kitEn } from './en.ts';
import { kitVi } from './vi.ts';

export const kitFor = (locale: Locale) => (locale === 'vi' ? kitVi : kitEn);

/** render() with the kit's language provider around the element. */
export const renderKit = (ui: ReactElement, locale: Locale = 'en') =>
  render(ui, {
    wrapper: ({ children }) => (
      <ToolLanguageProvider value={{ locale, kit: kitFor(locale) }}>{children}</ToolLanguageProvider>
    ),
  });
