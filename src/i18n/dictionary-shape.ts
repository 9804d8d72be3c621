/**
 * The dictionaries' type, on its own so the Vietnamese words can be typed against it without
 * importing dictionary.ts, which imports them (no circle).
 */
import type { en } from './ui/en.ts';

/** The English dictionary's shape with every string widened, so another language can fill it. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
// (Lists keep their length: a tuple of n English strings needs n Vietnamese ones.)
export type Dictionary = Shape<typeof en>;
