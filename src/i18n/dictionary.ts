/**
 * Typed dictionaries. Pages and Astro components pick one with dictionaryFor(locale) and hand the
 * strings React islands need down as props, so no translation runtime reaches the browser.
 */
import type { Locale } from './locales.ts';
import { en } from './ui/en.ts';
import { vi } from './ui/vi.ts';

/** The English dictionary's shape with every string widened, so another language can fill it. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
// (Lists keep their length: a tuple of n English strings needs n Vietnamese ones.)
export type Dictionary = Shape<typeof en>;

/** Exact keys both ways: `satisfies` alone would let an extra, misspelt key slip through. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Deep<A, B> =
  SameKeys<A, B> extends true ? { [K in keyof A & keyof B]: A[K] extends string | readonly unknown[] ? true : Deep<A[K], B[K]> }[keyof A & keyof B] : false;
// Any mismatch anywhere makes the union contain false, and this line stops compiling.
const sameShape: false extends Deep<typeof en, typeof vi> ? 'keys differ' : 'same keys' = 'same keys';
void sameShape;

export const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, vi };

export function dictionaryFor(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/** Fills {name} placeholders; an unknown placeholder stays visible rather than vanishing. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
