import { describe, expect, it } from 'vitest';
import { savedPlansHealth } from './saved-key.ts';

describe('saved plans health check', () => {
  it.each([
    [undefined, 'unavailable'],
    [null, 'ok'],
    ['[]', 'ok'],
    ['[{"anything": 1}]', 'ok'],
    ['{"plans": []}', 'corrupted'],
    ['{not json', 'corrupted'],
    ['', 'corrupted'],
  ] as const)('%j is %s', (raw, health) => {
    expect(savedPlansHealth(raw)).toBe(health);
  });
});
