import { describe, expect, it } from 'vitest';
import { downloadPath } from './download-path.ts';

describe('downloadPath', () => {
  it('puts each language’s files beside its pages', () => {
    expect(downloadPath('marketing-with-canva', 'md')).toBe('/downloads/marketing-with-canva.md');
    expect(downloadPath('marketing-with-canva', 'csv', 'vi')).toBe('/vi/downloads/marketing-with-canva.csv');
  });
});
