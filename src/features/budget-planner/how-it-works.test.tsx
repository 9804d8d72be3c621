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

  it('works the Vietnamese example the page opens on, with vi-VN figures (not the US plan in dong)', () => {
    const text = (render(<HowItWorks locale="vi" text={plannerPageVi.how} />).container.textContent ?? '').replace(
      /\u00a0/g,
      ' ',
    );
    expect(text).toContain('Cách tính: các công thức và một ví dụ cụ thể');
    for (const expected of [
      // Facebook Ads: 35 % of 50.000.000 ₫ at 850 ₫ a click and 2 %.
      '50.000.000 ₫ × 35% = 17.500.000 ₫',
      '20.588 × 2% = 412',
      '980,51 khách hàng tiềm năng × 20% = 196,10 khách hàng',
      '= 306,0%',
      'ROAS 4,71x',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Worked example');
  });
});
