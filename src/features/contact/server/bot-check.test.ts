import { describe, expect, it } from 'vitest';
import { looksAutomated } from './bot-check.ts';

describe('looksAutomated', () => {
  it('spots the honeypot and forms sent too fast', () => {
    expect(looksAutomated({ website: 'http://spam', elapsedMs: 9000 }, 2000)).toBe(true);
    expect(looksAutomated({ website: '', elapsedMs: 500 }, 2000)).toBe(true);
    expect(looksAutomated({ website: '', elapsedMs: 5000 }, 2000)).toBe(false);
    expect(looksAutomated({ startedAt: String(Date.now() - 100) }, 2000)).toBe(true);
    expect(looksAutomated({ startedAt: String(Date.now() - 60_000) }, 2000)).toBe(false);
    expect(looksAutomated({}, 2000)).toBe(true);
    expect(looksAutomated({}, 0)).toBe(false);
  });
});
