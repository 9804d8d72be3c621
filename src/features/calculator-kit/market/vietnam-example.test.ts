import { describe, expect, it } from 'vitest';
import { exampleCpc, VIETNAM_EXAMPLE } from './vietnam-example.ts';

describe('the cited Vietnamese example', () => {
  it('writes a source and a date beside every figure, in both languages', () => {
    const figures = [
      VIETNAM_EXAMPLE.totalBudget,
      VIETNAM_EXAMPLE.leadToCustomerRate,
      ...VIETNAM_EXAMPLE.channels.flatMap((c) => [c.price, c.cvr, c.valuePerLead]),
    ];
    for (const { source } of figures) {
      expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.en.length).toBeGreaterThan(10);
      expect(source.vi.length).toBeGreaterThan(10);
      if (source.url) expect(source.url).toMatch(/^https:\/\//);
    }
    // A figure without a published source says so.
    expect(VIETNAM_EXAMPLE.channels[2]?.price.source.en).toMatch(/working assumption/);
    expect(VIETNAM_EXAMPLE.channels[2]?.price.source.url).toBeUndefined();
  });

  it('turns a price per started message into the click with the same cost per lead', () => {
    const [facebook, zalo] = VIETNAM_EXAMPLE.channels;
    expect(exampleCpc(facebook!)).toBe(850);
    // 40.000 ₫ per message at 8 % of clicks starting one: a 3.200 ₫ click.
    expect(exampleCpc(zalo!)).toBe(3_200);
  });

  it('counts messages started on a channel priced per started message, and plain leads on the others', () => {
    for (const channel of VIETNAM_EXAMPLE.channels) {
      expect(channel.result).toBe(channel.price.unit === 'cpa-message' ? 'message' : undefined);
    }
    // Zalo is priced per started message; Facebook's cited figure is a click on traffic ads.
    expect(VIETNAM_EXAMPLE.channels.find((channel) => channel.name === 'Zalo Ads')?.result).toBe('message');
    expect(VIETNAM_EXAMPLE.channels.find((channel) => channel.name === 'Facebook Ads')?.result).toBeUndefined();
  });
});
