// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download-csv.ts';

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('clicks a download link for the CSV text and leaves nothing behind in the page', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv-1';
    });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    expect(downloadCsv('roi-calculator-results.csv', 'Channel\r\nSEO')).toBe(true);
    expect(clicked).toEqual([{ download: 'roi-calculator-results.csv', href: 'blob:csv-1' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('Channel\r\nSEO');
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('reports a refused download as false instead of throwing', () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(downloadCsv('plan.csv', 'x')).toBe(false);
  });
});
