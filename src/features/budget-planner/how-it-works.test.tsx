// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorks } from './how-it-works.tsx';
import { plannerPageEn } from './i18n/en.ts';
import { plannerPageVi } from './i18n/vi.ts';

afterEach(cleanup);

describe('How it works panel', () => {
  it('works the default plan through with the numbers the unit tests assert', () => {
    const text = render(<HowItWorks locale="en" text={plannerPageEn.how} />).container.textContent ?? '';
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

  it('writes the same example in Vietnamese with vi-VN figures', () => {
    const text = (render(<HowItWorks locale="vi" text={plannerPageVi.how} />).container.textContent ?? '').replace(
      /\u00a0/g,
      ' ',
    );
    expect(text).toContain('Cách tính: các công thức và một ví dụ cụ thể');
    for (const expected of [
      '× 40% =',
      '1.600 × 3,5% = 56',
      '437,33 khách hàng tiềm năng × 20% = 87,47 khách hàng',
      '= 492,4%',
      'ROAS 2,10x',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Worked example');
  });
});
