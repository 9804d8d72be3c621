import { describe, expect, it } from 'vitest';
import { contradictions } from './contradictions.ts';

describe('figures that cannot be true together', () => {
  it('flags more customers than leads and more leads than clicks', () => {
    expect(contradictions({ clicks: 1200, conversions: 1500, customers: 1600 })).toEqual([
      { kind: 'customers-over-leads', customers: 1600, leads: 1500 },
      { kind: 'leads-over-clicks', leads: 1500, clicks: 1200 },
    ]);
  });

  it('says nothing when the funnel narrows, including equal steps and zeros', () => {
    expect(contradictions({ clicks: 1800, conversions: 72, customers: 18 })).toEqual([]);
    expect(contradictions({ clicks: 10, conversions: 10, customers: 10 })).toEqual([]);
    expect(contradictions({ clicks: 0, conversions: 0, customers: 0 })).toEqual([]);
  });
});
