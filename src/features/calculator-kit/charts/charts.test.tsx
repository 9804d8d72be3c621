// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { DonutChart } from './donut-chart.tsx';
import { HorizontalBars } from './horizontal-bars.tsx';
import { RangeBars, rangeBarsHeight } from './range-bars.tsx';
import { nearestPoint, ResponseCurve } from './response-curve.tsx';
import { nextIndex } from './chart-shell.tsx';

afterEach(cleanup);

const money = (v: number) => `$${v.toLocaleString('en-US')}`;
const GREEN = 'var(--color-success-600)';
const RED = 'var(--color-danger-600)';

function tierBars() {
  return render(
    <BarChart
      label="ROI by channel: Email Marketing 150%, Display -20%"
      describedBy="roi-table"
      categories={['Email Marketing', 'Display']}
      series={[{ name: 'ROI', colour: 'blue', values: [150, -20], colours: [GREEN, RED] }]}
      format={(v) => `${v}%`}
      formatAxis={(v) => `${v}%`}
    />,
  );
}

describe('BarChart', () => {
  it('is one focusable image named by its summary and pointing at its table', () => {
    tierBars();
    const chart = screen.getByRole('img', { name: /ROI by channel/ });
    expect(chart.tabIndex).toBe(0);
    expect(chart.getAttribute('aria-describedby')).toBe('roi-table');
    expect(chart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('colours each bar by its tier and draws a losing channel below the zero line', () => {
    const { container } = tierBars();
    const bars = [...container.querySelectorAll('rect[data-bar]')];
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual([GREEN, RED]);
    const [win, loss] = bars.map((b) => Number(b.getAttribute('y')));
    const zero = [...container.querySelectorAll('line')].find(
      (l) => l.getAttribute('stroke') === 'var(--color-slate-400)',
    );
    expect(win!).toBeLessThan(Number(zero?.getAttribute('y1')));
    expect(loss).toBeCloseTo(Number(zero?.getAttribute('y1')));
  });

  it('cuts axis names at 10 characters and shows the full name in the tooltip by keyboard', () => {
    const { container } = tierBars();
    expect(container.textContent).toContain('Email Mark...');
    expect(container.textContent).not.toContain('Email Marketing');
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowRight' });
    const tip = container.querySelector('[data-chart-tip]');
    expect(tip?.textContent).toBe('Email Marketing150%');
    fireEvent.keyDown(screen.getByRole('img'), { key: 'End' });
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('Display-20%');
    fireEvent.keyDown(screen.getByRole('img'), { key: 'Escape' });
    expect(container.querySelector('[data-chart-tip]')).toBeNull();
  });

  it('groups several series side by side with a legend and names each in the tooltip', () => {
    const { container } = render(
      <BarChart
        label="Revenue and spend"
        categories={['PPC', 'SEO']}
        series={[
          { name: 'Spend', colour: 'var(--color-brand-600)', values: [100, 200] },
          { name: 'Revenue', colour: GREEN, values: [300, 50] },
        ]}
        format={money}
        formatAxis={money}
      />,
    );
    const bars = [...container.querySelectorAll('rect[data-bar]')];
    expect(bars).toHaveLength(4);
    expect(Number(bars[1]!.getAttribute('x'))).toBeCloseTo(
      Number(bars[0]!.getAttribute('x')) + Number(bars[0]!.getAttribute('width')),
    );
    expect(container.querySelector('ul')?.textContent).toBe('SpendRevenue');
    fireEvent.pointerEnter(container.querySelector('[data-mark="1"]')!);
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('SEOSpend: $200Revenue: $50');
  });
});

describe('DonutChart', () => {
  it('draws a slice per positive value in the palette colour of its channel', () => {
    const { container } = render(
      <DonutChart
        label="Budget split"
        names={['A', 'B', 'C']}
        values={[60, 0, 40]}
        colours={['red', 'green', 'blue']}
        format={money}
        formatShare={(v) => `${v}%`}
        height={240}
      />,
    );
    expect([...container.querySelectorAll('path[data-slice]')].map((p) => p.getAttribute('fill'))).toEqual([
      'red',
      'blue',
    ]);
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowLeft' });
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('C$40 · 40%');
  });

  it('labels pie slices "channel: $spend" beside each slice', () => {
    const { container } = render(
      <DonutChart
        label="Spend"
        names={['PPC', 'Email Marketing']}
        values={[5000, 800]}
        colours={['red', 'blue']}
        format={money}
        formatShare={(v) => `${v}%`}
        height={280}
        hole={0}
        sliceLabel={(i, narrow) => `${['PPC', 'Email Marketing'][i]}${narrow ? '' : ''}: ${money([5000, 800][i]!)}`}
      />,
    );
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      'PPC: $5,000',
      'Email Marketing: $800',
    ]);
    // A pie: each slice path runs back to the centre.
    expect(container.querySelector('path[data-slice]')?.getAttribute('d')).toMatch(/L320,140Z$/);
  });
});

/** Sideways bars of one value per channel, named and labelled by that value. */
const sidewaysBars = (categories: string[], values: number[], valueName: string) =>
  render(
    <HorizontalBars
      label={valueName}
      categories={categories}
      values={values}
      colour="var(--color-brand-600)"
      valueName={valueName}
      format={String}
      formatAxis={String}
      height={180}
    />,
  );

describe('HorizontalBars', () => {
  it('draws one bar per channel from the zero line, longest for the largest value', () => {
    const { container } = sidewaysBars(['Google Ads', 'Facebook Ads'], [80, 20], 'Leads');
    const widths = [...container.querySelectorAll('rect[data-bar]')].map((b) => Number(b.getAttribute('width')));
    expect(widths[0]).toBeCloseTo(widths[1]! * 4);
    expect(container.textContent).toContain('Facebook A...');
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowDown' });
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('Google AdsLeads: 80');
  });
});

describe('value axes and rows', () => {
  const ZERO = 'var(--color-slate-400)';
  const strokes = (container: HTMLElement) =>
    [...container.querySelectorAll('line')].map((l) => l.getAttribute('stroke'));

  it('marks the zero line where bars grow from it, and only there', () => {
    const bars = sidewaysBars(['Google Ads', 'TikTok Ads'], [3, -1], 'ROAS');
    const zero = [...bars.container.querySelectorAll('line')].filter((l) => l.getAttribute('stroke') === ZERO);
    expect(zero).toHaveLength(1);
    // The losing channel's bar ends at the zero line, the winning one starts there.
    const [win, loss] = [...bars.container.querySelectorAll('rect[data-bar]')];
    expect(Number(win!.getAttribute('x'))).toBeCloseTo(Number(zero[0]!.getAttribute('x1')));
    expect(Number(loss!.getAttribute('x')) + Number(loss!.getAttribute('width'))).toBeCloseTo(
      Number(zero[0]!.getAttribute('x1')),
    );
    cleanup();
    // A range has no zero to grow from, and a curve's grid is dashed throughout.
    const ranges = render(
      <RangeBars
        label="ROI"
        rows={[{ name: 'SEO', low: -10, high: 40 }]}
        colour="blue"
        format={String}
        formatAxis={String}
      />,
    );
    expect(strokes(ranges.container)).not.toContain(ZERO);
    cleanup();
    const curve = render(
      <ResponseCurve
        label="Leads"
        points={[
          { x: 0, y: 0 },
          { x: 1000, y: 50 },
        ]}
        colour="blue"
        xName="Spend"
        yName="Leads"
        formatX={money}
        formatY={String}
      />,
    );
    const grid = [...curve.container.querySelectorAll('line')];
    expect(grid.length).toBeGreaterThan(1);
    expect(grid.every((l) => l.getAttribute('stroke-dasharray') === '3 3' && l.getAttribute('stroke') !== ZERO)).toBe(
      true,
    );
  });

  it('lights the row under the keyboard and keeps every row’s name cut to the axis length', () => {
    const { container } = render(
      <RangeBars
        label="ROI when one input is off"
        rows={[
          { name: 'Google Ads CPC', low: 10, high: 50 },
          { name: 'SEO CVR', low: 25, high: 35 },
        ]}
        colour="blue"
        format={String}
        formatAxis={String}
      />,
    );
    const lit = () =>
      [...container.querySelectorAll('g[data-mark]')].map(
        (row) => row.querySelector('rect')?.getAttribute('fill') === 'var(--color-brand-50)',
      );
    expect(lit()).toEqual([false, false]);
    fireEvent.keyDown(screen.getByRole('img'), { key: 'End' });
    expect(lit()).toEqual([false, true]);
    expect([...container.querySelectorAll('g[data-mark] text')].map((t) => t.textContent)).toEqual([
      'Google Ads...',
      'SEO CVR',
    ]);
  });
});

describe('RangeBars', () => {
  it('spans each row from low to high with its middle mark and the reference line', () => {
    const { container } = render(
      <RangeBars
        label="ROI when one input is off"
        rows={[
          { name: 'Google Ads CPC', low: 10, high: 50, mid: 30 },
          { name: 'SEO CVR', low: 25, high: 35 },
        ]}
        colour="var(--color-brand-600)"
        reference={30}
        format={(v) => `${v}%`}
        formatAxis={(v) => `${v}%`}
      />,
    );
    const [wide, narrow] = [...container.querySelectorAll('rect[data-bar]')].map((b) =>
      Number(b.getAttribute('width')),
    );
    expect(wide).toBeCloseTo(narrow! * 4);
    expect(container.querySelector('[data-reference]')).not.toBeNull();
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 640 ${rangeBarsHeight(2)}`);
    fireEvent.keyDown(screen.getByRole('img'), { key: 'Home' });
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('Google Ads CPC10% – 50%');
  });
});

describe('ResponseCurve', () => {
  it('draws the curve through every point and marks the plan’s own spend', () => {
    const { container } = render(
      <ResponseCurve
        label="Leads as spend grows"
        points={[
          { x: 0, y: 0 },
          { x: 1000, y: 50 },
          { x: 2000, y: 75 },
        ]}
        marker={{ x: 1000, y: 50 }}
        colour="var(--color-brand-600)"
        xName="Spend"
        yName="Leads"
        formatX={money}
        formatY={String}
      />,
    );
    expect(container.querySelector('path[data-curve]')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
    expect(container.querySelector('[data-marker]')).not.toBeNull();
    fireEvent.keyDown(screen.getByRole('img'), { key: 'End' });
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('Spend: $2,000Leads: 75');
    // One hit area, not a circle per point: only the point being read is drawn.
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    fireEvent.pointerMove(container.querySelector('rect[data-hit]')!);
    expect(container.querySelector('[data-chart-tip]')?.textContent).toBe('Spend: $0Leads: 0');
  });

  it('reads the point nearest to the spend under the pointer', () => {
    const points = [0, 1000, 2000].map((x) => ({ x, y: x / 10 }));
    expect(nearestPoint(points, -50)).toBe(0);
    expect(nearestPoint(points, 1400)).toBe(1);
    expect(nearestPoint(points, 1600)).toBe(2);
    expect(nearestPoint(points, 9000)).toBe(2);
    expect(nearestPoint([], 10)).toBeUndefined();
  });
});

describe('axis ticks', () => {
  // A keystroke that changes a figure's size (5,000 to 50,000) gives the axis new tick values: the
  // ticks are the same nodes moved and relabelled, never new ones (a redraw per keystroke).
  const drawn = (values: number[]): ReactElement[] => [
    <BarChart
      key="bars"
      label="Spend"
      categories={['Google Ads', 'SEO']}
      series={[{ name: 'Spend', colour: 'blue', values }]}
      format={String}
      formatAxis={String}
    />,
    <HorizontalBars
      key="horizontal"
      label="Leads"
      categories={['Google Ads', 'SEO']}
      values={values}
      colour="blue"
      valueName="Leads"
      format={String}
      formatAxis={String}
      height={180}
    />,
    <RangeBars
      key="ranges"
      label="ROI"
      rows={[{ name: 'ROI', low: values[1]!, high: values[0]! }]}
      colour="blue"
      reference={0}
      format={String}
      formatAxis={String}
    />,
    <ResponseCurve
      key="curve"
      label="Curve"
      points={[0, 1, 2].map((k) => ({ x: k * values[0]!, y: k * values[1]! }))}
      colour="blue"
      xName="Spend"
      yName="Leads"
      formatX={String}
      formatY={String}
      height={180}
    />,
  ];

  it.each([0, 1, 2, 3])('keeps its tick nodes when a new scale relabels them (chart %i)', (which) => {
    const { container, rerender } = render(drawn([5_000, 2_000])[which]!);
    const before = [...container.querySelectorAll('svg text')];
    const labels = before.map((text) => text.textContent);
    rerender(drawn([50_000, 20_000])[which]!);
    const after = [...container.querySelectorAll('svg text')];
    expect(after.map((text) => text.textContent)).not.toEqual(labels);
    expect(after.slice(0, before.length).every((text, i) => text === before[i])).toBe(true);
  });
});

describe('keyboard walk', () => {
  it('moves with the arrows, wraps around and jumps with Home and End', () => {
    expect(nextIndex('ArrowRight', undefined, 3)).toBe(0);
    expect(nextIndex('ArrowLeft', undefined, 3)).toBe(2);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('Tab', 1, 3)).toBe(1);
    expect(nextIndex('ArrowRight', undefined, 0)).toBeUndefined();
  });
});
