import { describe, expect, it } from 'vitest';
import {
  allMessages,
  costPerMessage,
  readResult,
  resultFromImport,
  resultsIn,
  resultWord,
  withResults,
  type ResultWords,
} from './result-type.ts';

const words: ResultWords = {
  leads: 'leads',
  types: {
    lead: 'form leads',
    message: 'messages started',
    purchase: 'purchases',
    conversions: 'conversions',
    'link-click': 'link clicks',
  },
};

describe('result types', () => {
  it('keeps SPEC’s plain heading when every channel counts plain leads', () => {
    expect(withResults('Leads', [undefined], words)).toBe('Leads');
    expect(withResults('Leads', [], words)).toBe('Leads');
  });

  it('names the result type in the heading: "Leads (messages started)"', () => {
    expect(withResults('Leads', ['message'], words)).toBe('Leads (messages started)');
    expect(withResults('CPL', ['lead', 'message', undefined], words)).toBe('CPL (form leads, messages started, leads)');
    expect(withResults('Leads', ['Video views'], words)).toBe('Leads (Video views)');
  });

  it('lists each type once, in the order the channels hold them', () => {
    const rows = [{ result: 'message' }, {}, { result: 'message' }, { result: 'purchase' }];
    expect(resultsIn(rows)).toEqual(['message', undefined, 'purchase']);
  });

  it('turns the importer’s keys into stored types; a bare Results column stays plain leads', () => {
    expect(resultFromImport('message')).toBe('message');
    expect(resultFromImport('lead')).toBe('lead');
    expect(resultFromImport('results')).toBeUndefined();
    expect(resultFromImport('')).toBeUndefined();
    expect(resultFromImport('action:offsite_conversion.fb_pixel_add_to_cart')).toBe(
      'offsite_conversion.fb_pixel_add_to_cart',
    );
    expect(resultFromImport('result:Video views')).toBe('Video views');
    expect(resultWord(words, resultFromImport('result:Video views'))).toBe('Video views');
  });

  it('reads a stored value safely', () => {
    expect(readResult('message')).toBe('message');
    expect(readResult('  ')).toBeUndefined();
    expect(readResult(5)).toBeUndefined();
    expect(readResult('x'.repeat(81))).toBeUndefined();
  });

  it('works out cost per message over the message channels only', () => {
    // Facebook: 12,000,000 ₫ for 400 messages; Zalo: 6,000,000 ₫ for 150; Google (form leads) is left out.
    const cost = costPerMessage([
      { result: 'message', spend: 12_000_000, results: 400 },
      { result: 'message', spend: 6_000_000, results: 150 },
      { result: 'lead', spend: 9_000_000, results: 60 },
    ]);
    expect(cost).toEqual({ spend: 18_000_000, messages: 550, cost: 18_000_000 / 550 });
    expect(Math.round(cost?.cost ?? 0)).toBe(32_727);
  });

  it('has no cost per message without message channels, and 0 (never Infinity) with no messages', () => {
    expect(costPerMessage([{ spend: 100, results: 4 }])).toBeNull();
    expect(costPerMessage([{ result: 'message', spend: 100, results: 0 }])).toEqual({
      spend: 100,
      messages: 0,
      cost: 0,
    });
  });

  it('calls the cost per lead a cost per message only when every channel counts messages', () => {
    expect(allMessages(['message'])).toBe(true);
    expect(allMessages(['message', undefined])).toBe(false);
    expect(allMessages([])).toBe(false);
  });
});
