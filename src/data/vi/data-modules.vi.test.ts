/**
 * Each Vietnamese data module against its English original: same exports, same shape, same ids,
 * links, icons and numbers, and no sentence left in English.
 */
import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../lib/i18n/translation-parity.test-helper.ts';
import * as enNavigation from '../navigation.ts';
import * as navigation from './navigation.ts';

const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['navigation', enNavigation, navigation],
];

/** Exported data of a module: functions (rules, helpers) stay in the English module and are shared. */
const dataExports = (module: Record<string, unknown>) => Object.keys(module).filter((name) => typeof module[name] !== 'function');

describe.each(pairs)('src/data/vi/%s.ts', (_name, en, vi) => {
  it('exports every data value of the English module, and no copy of its logic', () => {
    expect(dataExports(vi)).toEqual(expect.arrayContaining(dataExports(en)));
    // A function may only be the English module's own, re-exported: never a second copy.
    expect(Object.keys(vi).filter((name) => typeof vi[name] === 'function' && vi[name] !== en[name])).toEqual([]);
  });

  it('matches the English data in shape, ids, links, icons and numbers, with every sentence translated', () => {
    const problems = dataExports(en)
      .flatMap((name) => parityProblems(en[name], vi[name], name));
    expect(problems).toEqual([]);
  });
});
