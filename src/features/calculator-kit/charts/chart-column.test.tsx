// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartColumn } from './chart-column.tsx';
import { ChartShell, FALLBACK_WIDTH } from './chart-shell.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// happy-dom lays nothing out: every element reports the width of a phone's chart column.
const COLUMN = 372;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(COLUMN);
});

/** A chart that records each width it is drawn at. */
function Recorded({ widths }: { widths: number[] }) {
  return (
    <ChartShell label="Spend by channel" height={200} count={0} tip={() => undefined}>
      {(width) => {
        widths.push(width);
        return <rect width={width} height={10} />;
      }}
    </ChartShell>
  );
}

/** A column whose chart arrives after it (its code on its way, or drawn in a later render). */
function Later({ widths, ready = true }: { widths: number[]; ready?: boolean }) {
  const [shown, show] = useState(false);
  return (
    <>
      <button type="button" onClick={() => show(true)}>
        Draw
      </button>
      <ChartColumn ready={ready}>{shown && <Recorded widths={widths} />}</ChartColumn>
    </>
  );
}

describe('ChartColumn', () => {
  it('hands its measured width to a chart drawn into it later, which is drawn once, at that width', () => {
    const widths: number[] = [];
    const { getByRole, container } = render(<Later widths={widths} />);
    fireEvent.click(getByRole('button'));
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([COLUMN]));
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${COLUMN} 200`);
  });

  it('without a column a chart is drawn at the fallback width, measured, and drawn again', () => {
    const widths: number[] = [];
    render(<Recorded widths={widths} />);
    expect(widths[0]).toBe(FALLBACK_WIDTH);
    expect(widths.at(-1)).toBe(COLUMN);
  });

  it('does not measure a column whose charts are not wanted yet', () => {
    const widths: number[] = [];
    const { getByRole } = render(<Later widths={widths} ready={false} />);
    fireEvent.click(getByRole('button'));
    expect(widths[0]).toBe(FALLBACK_WIDTH);
  });
});
