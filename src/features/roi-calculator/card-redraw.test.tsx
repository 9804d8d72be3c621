// @vitest-environment happy-dom
/**
 * Typing in one channel's card redraws that card alone: the other cards keep their figures and skip,
 * and so do the parts around them that the key press does not change (the toolbar above the tabs).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roiTextFor } from './i18n/index.ts';
import { metricsCache, SAMPLE_ROWS } from './model/roi.ts';
import { RoiCalculator } from './roi-calculator.tsx';

/** The labels of the number fields drawn, one entry per render. */
const drawn = vi.hoisted(() => ({ labels: [] as string[] }));
vi.mock('../calculator-kit/number-field.tsx', async (actual) => {
  const real = await actual<typeof import('../calculator-kit/number-field.tsx')>();
  return {
    ...real,
    NumberField: (props: ComponentProps<typeof real.NumberField>) => {
      drawn.labels.push(props.label);
      return createElement(real.NumberField, props);
    },
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('channel cards', () => {
  it('a key press in one card redraws that card and no other', () => {
    render(<RoiCalculator locale="en" text={roiTextFor('en')} contactHref="/contact" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Display' }));
    const display = screen.getByRole('region', { name: 'Display' });
    drawn.labels = [];
    fireEvent.change(within(display).getByLabelText(/^Spend/), { target: { value: '5005' } });
    expect(within(display).getByText('-94.2%')).toBeTruthy();
    // Five cards have a Spend field; only the one typed in is drawn again.
    expect(drawn.labels.filter((label) => label === 'Spend')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'SEO' }).textContent).toContain('170.0%');
    // The margin field lives in the toolbar above the tabs: the key press leaves it as it was.
    expect(drawn.labels).not.toContain('Gross margin (%)');
  });

  it('a row’s figures are worked out once per row, and again for a changed row', () => {
    const metrics = metricsCache();
    const [row] = SAMPLE_ROWS;
    if (!row) throw new Error('no sample');
    expect(metrics(row)).toBe(metrics(row));
    const changed = { ...row, spend: 2000 };
    expect(metrics(changed)).not.toBe(metrics(row));
    expect(metrics(changed).roi).toBe((2700 - 2000) / 2000);
  });
});
