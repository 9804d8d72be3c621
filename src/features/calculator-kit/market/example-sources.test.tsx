// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExampleSources } from './example-sources.tsx';
import { VIETNAM_EXAMPLE } from './vietnam-example.ts';

afterEach(cleanup);

describe('the sources of the Vietnamese example', () => {
  it('lists every figure the tools open with, its value, source and date (vi)', () => {
    render(<ExampleSources locale="vi" />);
    const table = screen.getByRole('table', { name: 'Các số liệu của ví dụ, nguồn và thời điểm' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The budget, the lead-to-customer rate, then price, CVR and value per lead for each channel.
    expect(rows).toHaveLength(2 + VIETNAM_EXAMPLE.channels.length * 3);
    const zaloPrice = rows.find((row) => row.textContent?.includes('Chi phí mỗi cuộc trò chuyện bắt đầu'));
    expect(zaloPrice?.textContent).toContain('Zalo Ads');
    expect(zaloPrice?.textContent).toContain('40.000\u00a0₫');
    expect(zaloPrice?.textContent).toMatch(/Giả định làm việc của agency.*25 tháng 11 năm 2026/);
    const facebook = within(table).getByRole('link', { name: 'duonggiaphat.vn' });
    expect(facebook.getAttribute('href')).toBe(VIETNAM_EXAMPLE.channels[0]?.price.source.url);
    for (const row of rows) expect(row.textContent).toMatch(/ngày \d/);
  });

  it('has the same lines in English', () => {
    render(<ExampleSources locale="en" />);
    const table = screen.getByRole('table', { name: "The example's figures, their sources and dates" });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + VIETNAM_EXAMPLE.channels.length * 3);
    expect(table.textContent).toContain('Read or set on 25 November 2026.');
  });
});
