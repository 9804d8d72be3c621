// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { renderKit } from './i18n/test-wrapper.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintFrame, printWithReport } from './print-frame.tsx';

afterEach(cleanup);

describe('PrintFrame', () => {
  it('exists only while the browser prints, with the title, facts, date and tool', () => {
    renderKit(
      <PrintFrame
        title="Marketing ROI report"
        facts="5 channels · total spend $5,800"
        tool="ROI Calculator"
        now={new Date('2026-11-22T09:00:00Z')}
      >
        <table aria-label="figures" />
      </PrintFrame>,
    );
    expect(screen.queryByRole('region', { name: 'Marketing ROI report' })).toBeNull();

    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByRole('heading', { name: 'Marketing ROI report' }).tagName).toBe('H2');
    expect(screen.getByText(/^5 channels/).textContent).toBe(
      '5 channels · total spend $5,800 · prepared 22 November 2026 with the Brightlane Digital ROI Calculator',
    );
    expect(
      screen.getByRole('region', { name: 'Marketing ROI report' }).querySelector('table')?.getAttribute('aria-label'),
    ).toBe('figures');

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByRole('heading', { name: 'Marketing ROI report' })).toBeNull();
  });

  it('is in the page before the print dialog opens from a Print button, without waiting for beforeprint', () => {
    renderKit(
      <PrintFrame title="Marketing ROI report" facts="5 channels" tool="ROI Calculator">
        <p>figures</p>
      </PrintFrame>,
    );
    let shownAtPrint = false;
    // happy-dom has no print dialog: a stand-in records whether the report was there when it opened.
    const print = vi.fn(() => {
      shownAtPrint = screen.queryByRole('region', { name: 'Marketing ROI report' }) !== null;
    });
    vi.stubGlobal('print', print);
    act(() => printWithReport());
    expect(print).toHaveBeenCalledTimes(1);
    expect(shownAtPrint).toBe(true);
    vi.unstubAllGlobals();
  });
});
