/**
 * How a calculator's words reach its components. The Astro page picks the dictionary of its
 * language and hands it to the island as a prop (no translation runtime in the browser); the island
 * puts it in a context, so a component deep in the tree reads it with the hook instead of drilling.
 */
import { createContext, useContext, type Context, type ReactNode } from 'react';
import { UiWordsContext } from '../../components/ui/ui-words.tsx';
import type { Shape } from '../../i18n/dictionary.ts';
import type { Locale } from '../../lib/locales.ts';
import type { kitEn } from './i18n/en.ts';

export type KitText = Shape<typeof kitEn>;

/** The page's language and the kit's words: what every calculator part needs. */
export interface ToolLanguage {
  locale: Locale;
  kit: KitText;
}

/** A context that must be provided: a component rendered outside its island fails loudly, in tests too. */
export function requiredContext<T>(name: string): { Context: Context<T | null>; use: () => T } {
  const Context = createContext<T | null>(null);
  Context.displayName = name;
  function use(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${name} is missing: render this component inside its calculator island.`);
    return value;
  }
  return { Context, use };
}

const language = requiredContext<ToolLanguage>('ToolLanguage');

/** The page's language and the kit's words. */
export const useToolLanguage = language.use;

export function ToolLanguageProvider({ value, children }: { value: ToolLanguage; children: ReactNode }) {
  return (
    <language.Context value={value}>
      <UiWordsContext value={value.kit.ui}>{children}</UiWordsContext>
    </language.Context>
  );
}
