/**
 * Typed dictionaries. Pages and Astro components pick one with dictionaryFor(locale) and hand the
 * strings React islands need down as props, so no translation runtime reaches the browser.
 */
import type { Locale } from '../lib/locales.ts';
import type { Dictionary } from './dictionary-shape.ts';
import { en } from './ui/en.ts';
import { vi } from './ui/vi.ts';

export type { Dictionary, Shape } from './dictionary-shape.ts';

/** Exact keys both ways: `satisfies` alone would let an extra, misspelt key slip through. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Deep<A, B> =
  SameKeys<A, B> extends true
    ? { [K in keyof A & keyof B]: A[K] extends string | readonly unknown[] ? true : Deep<A[K], B[K]> }[keyof A &
        keyof B]
    : false;
/**
 * 'same keys' when two dictionaries have exactly the same keys at every depth. Any mismatch makes
 * the union contain false, so `const check: SameKeysCheck<typeof en, typeof vi> = 'same keys'`
 * stops compiling. The calculators' own dictionaries use it too.
 */
export type SameKeysCheck<A, B> = false extends Deep<A, B> ? 'keys differ' : 'same keys';
const sameShape: SameKeysCheck<typeof en, typeof vi> = 'same keys';
void sameShape;

export const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, vi };

export function dictionaryFor(locale: Locale): Dictionary {
  return dictionaries[locale];
}

export { fill } from './fill.ts';
