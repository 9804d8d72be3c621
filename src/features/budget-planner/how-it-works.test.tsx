// @vitest-environment happy-dom
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorks } from './how-it-works.tsx';

afterEach(cleanup);

describe('How it works panel', () => {
  it('works the default plan through with the numbers the unit tests assert', () => {
    const text = renderPlanner(<HowItWorks />).container.textContent ?? '';
    for (const expected of [
      '$10,000 × 40% = $4,000',
      '$4,000 ÷ $2.50 = 1,600',
      '1,600 × 3.5% = 56',
      '$4,000 ÷ 56 = $71.43',
      '= $8,400; ROAS 2.10x',
      '437.33 leads × 20% = 87.47 customers',
      'Revenue $59,240',
      '= 492.4%',
      'CAC $10,000 ÷ 87.47 = $114.33',
      '500 leads, for a required budget of about $7,137.19',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
