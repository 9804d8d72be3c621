import { describe, expect, it } from 'vitest';
import { botVerdict } from './bot-check.ts';

describe('botVerdict', () => {
  it('drops only a filled honeypot; a fast or unmarked form is doubtful, not a bot', () => {
    expect(botVerdict({ website: 'http://spam', elapsedMs: 9000 }, 2000)).toBe('bot');
    expect(botVerdict({ website: '', elapsedMs: 500 }, 2000)).toBe('doubtful');
    expect(botVerdict({ website: '', elapsedMs: 5000 }, 2000)).toBe('human');
    expect(botVerdict({ startedAt: String(Date.now() - 100) }, 2000)).toBe('doubtful');
    expect(botVerdict({ startedAt: String(Date.now() - 60_000) }, 2000)).toBe('human');
    expect(botVerdict({}, 2000)).toBe('doubtful');
    expect(botVerdict({}, 0)).toBe('human');
    expect(botVerdict({ website: 'x' }, 0)).toBe('bot');
  });
});
