import { describe, expect, it } from 'vitest';
import { contradictions } from './contradictions.ts';

describe('figures that cannot be true together', () => {
  it('flags more customers than leads and more leads than clicks', () => {
    expect(contradictions({ clicks: 1200, conversions: 1500, customers: 1600 })).toEqual([
      'More customers (1,600) than leads (1,500): customers normally come from leads.',
      'More leads (1,500) than clicks (1,200): leads normally come from clicks.',
    ]);
  });

  it('says nothing when the funnel narrows, including equal steps and zeros', () => {
    expect(contradictions({ clicks: 1800, conversions: 72, customers: 18 })).toEqual([]);
    expect(contradictions({ clicks: 10, conversions: 10, customers: 10 })).toEqual([]);
    expect(contradictions({ clicks: 0, conversions: 0, customers: 0 })).toEqual([]);
  });
});
