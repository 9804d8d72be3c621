import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcs, bands, linear, niceScale } from './geometry.ts';

describe('niceScale', () => {
  it('starts at zero and ends on a round tick above the largest value', () => {
    expect(niceScale([120, 340, 95])).toEqual({ min: 0, max: 350, ticks: [0, 50, 100, 150, 200, 250, 300, 350] });
    expect(niceScale([4200]).ticks).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('takes in negative values so a losing channel goes below the zero line', () => {
    const scale = niceScale([-45, 130]);
    expect(scale.min).toBe(-50);
    expect(scale.max).toBe(150);
    expect(scale.ticks).toContain(0);
  });

  it('gives a unit axis when everything is zero, and ignores values that are not numbers', () => {
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
    expect(niceScale([Number.NaN, Infinity, 2.1]).max).toBe(2.5);
  });

  it('rounds ticks to the step, never 0.30000000000000004', () => {
    expect(niceScale([0.7]).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('always covers every value with evenly spaced ticks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (values) => {
          const { min, max, ticks } = niceScale(values);
          for (const v of values) expect(v >= min - 1e-9 && v <= max + 1e-9).toBe(true);
          expect(ticks[0]).toBeCloseTo(min);
          expect(ticks.at(-1)).toBeCloseTo(max);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(12);
        },
      ),
    );
  });
});

describe('linear', () => {
  it('maps the domain onto the range, inverted for a y axis', () => {
    const y = linear(0, 400, 220, 8);
    expect(y(0)).toBe(220);
    expect(y(400)).toBe(8);
    expect(y(200)).toBe(114);
  });

  it('maps a flat domain to the range start instead of dividing by zero', () => {
    expect(linear(5, 5, 10, 90)(5)).toBe(10);
  });
});

describe('bands', () => {
  it('splits the length into equal slots with the bars centred in each', () => {
    const [first, second] = bands(2, 200, 60, 1, 0.5, 60);
    expect(first).toEqual({ start: 60, size: 100, barStart: 85, barSize: 50 });
    expect(second?.start).toBe(160);
  });

  it('puts grouped bars side by side inside the slot and caps their thickness', () => {
    const [slot] = bands(1, 400, 0, 2, 0.3, 48);
    expect(slot?.barSize).toBe(48);
    expect(slot!.barStart + 2 * slot!.barSize).toBeLessThanOrEqual(400);
    expect(slot!.barStart).toBe(152);
  });
});

describe('arcs', () => {
  it('starts at twelve o’clock and runs clockwise in proportion to the values', () => {
    const [a, b] = arcs([75, 25], 100, 100, 80);
    expect(a?.startAngle).toBe(0);
    expect(a?.endAngle).toBeCloseTo(1.5 * Math.PI);
    expect(b?.share).toBeCloseTo(0.25);
    // Labels sit outside the slice's middle, reading away from the circle on each side.
    expect(a?.label.anchor).toBe('start');
    expect(b?.label.anchor).toBe('end');
    expect(b?.label).toEqual({ x: 30.7, y: 30.7, anchor: 'end' });
  });

  it('skips zero and negative values but keeps each slice’s index for its colour', () => {
    const slices = arcs([0, 50, -3, 50], 0, 0, 10);
    expect(slices.map((s) => s.index)).toEqual([1, 3]);
  });

  it('draws a single 100% slice as a full ring (two half arcs), a donut with its hole', () => {
    const [ring] = arcs([10], 50, 50, 40, 20);
    expect(ring?.path.match(/A/g)).toHaveLength(4);
    expect(ring?.path).toContain('M50,10');
  });

  it('draws a pie slice to the centre and a donut slice back along the inner arc', () => {
    expect(arcs([1, 1], 50, 50, 40)[0]?.path).toBe('M50,10A40,40 0 0 1 50,90L50,50Z');
    expect(arcs([1, 3], 50, 50, 40, 20)[1]?.path).toBe('M90,50A40,40 0 1 1 50,10L50,30A20,20 0 1 0 70,50Z');
  });

  it('has nothing to draw when nothing is positive', () => {
    expect(arcs([0, 0], 0, 0, 10)).toEqual([]);
  });
});
