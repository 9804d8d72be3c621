import { describe, expect, it } from 'vitest';
import {
  CHANNEL_TEMPLATES,
  channelTemplate,
  fromPlannerCpc,
  NATIVE_UNITS,
  platformRoas,
  templatesFor,
  toPlannerUnits,
  trueRoas,
} from './channel-templates.ts';

const base = { ctr: 0.8, viewToClick: 2, cvr: 8 };

describe('native units to the planner CPC and CVR', () => {
  it('keeps a CPC as it is', () => {
    expect(toPlannerUnits('cpc', 1_500, base)).toEqual({ cpc: 1_500, cvr: 8 });
  });

  it('turns a CPM of 20,000 ₫ at 0.8 % CTR into a 2,500 ₫ click', () => {
    expect(toPlannerUnits('cpm', 20_000, base).cpc).toBeCloseTo(2_500, 9);
  });

  it('turns a CPV of 50 ₫ at 2 % view-to-click into a 2,500 ₫ click', () => {
    expect(toPlannerUnits('cpv', 50, base).cpc).toBeCloseTo(2_500, 9);
  });

  it('keeps a cost per message of 40,000 ₫ as the cost per lead (CPC 3,200 ₫ at 8 %)', () => {
    for (const unit of ['cpa-message', 'cpa-form'] as const) {
      const { cpc, cvr } = toPlannerUnits(unit, 40_000, base);
      expect(cpc).toBe(3_200);
      expect(cpc / (cvr / 100)).toBeCloseTo(40_000, 9);
    }
  });

  it('converts back: a 2,500 ₫ click is a 20,000 ₫ CPM, a 50 ₫ view and a 31,250 ₫ message', () => {
    expect(fromPlannerCpc('cpm', 2_500, base)).toBeCloseTo(20_000, 9);
    expect(fromPlannerCpc('cpv', 2_500, base)).toBeCloseTo(50, 9);
    expect(fromPlannerCpc('cpa-message', 2_500, base)).toBeCloseTo(31_250, 9);
    for (const unit of NATIVE_UNITS)
      expect(toPlannerUnits(unit, fromPlannerCpc(unit, 1_234, base), base).cpc).toBeCloseTo(1_234, 6);
  });

  it('gives 0, never Infinity, when the CTR or view rate is 0', () => {
    expect(toPlannerUnits('cpm', 20_000, { ...base, ctr: 0 }).cpc).toBe(0);
    expect(toPlannerUnits('cpv', 50, { ...base, viewToClick: 0 }).cpc).toBe(0);
  });
});

describe('true ROAS after marketplace fees', () => {
  it('sits below platform ROAS: 30,000,000 ₫ of sales on 5,000,000 ₫ with 10 % fees and 4 % commission', () => {
    expect(platformRoas(30_000_000, 5_000_000)).toBe(6);
    expect(trueRoas(30_000_000, 5_000_000, { feePercent: 10, commissionPercent: 4 })).toBeCloseTo(5.16, 12);
  });

  it('never goes negative or divides by zero', () => {
    expect(trueRoas(1_000, 0, { feePercent: 10, commissionPercent: 4 })).toBe(0);
    expect(trueRoas(1_000, 100, { feePercent: 80, commissionPercent: 40 })).toBe(0);
  });
});

describe('templates', () => {
  it('offers Zalo Ads in every unit it sells, and says where each template figure comes from', () => {
    expect(channelTemplate('zalo-ads')?.units).toEqual(['cpa-message', 'cpa-form', 'cpc', 'cpm', 'cpv']);
    for (const { source } of CHANNEL_TEMPLATES) {
      expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.en).not.toBe('');
      expect(source.vi).not.toBe('');
    }
  });

  it('keeps each market apart: Vietnamese templates in ₫, Australian ones in A$, none for USD', () => {
    expect(templatesFor('VND').map((t) => t.id)).toEqual([
      'zalo-ads',
      'coc-coc-search',
      'shopee-ads',
      'tiktok-shop-ads',
    ]);
    expect(templatesFor('AUD').map((t) => t.name)).toEqual([
      'Google Search Ads',
      'Meta Ads (Facebook & Instagram)',
      'LinkedIn Ads',
      'TikTok Ads',
      'YouTube Ads',
    ]);
    expect(templatesFor('USD')).toEqual([]);
    // Australian clicks cost dollars, not thousands: no dong-sized price slipped in.
    for (const template of templatesFor('AUD')) {
      expect(template.price).toBeLessThan(50);
      expect(template.marketplace).toBeUndefined();
    }
  });

  it('turns the Australian native prices into planner clicks: Meta A$15.57 CPM at 1.5 % is A$1.038; YouTube A$0.05 a view at 1 % is A$5', () => {
    const meta = channelTemplate('au-meta')!;
    expect(toPlannerUnits('cpm', meta.price, meta).cpc).toBeCloseTo(1.038, 9);
    const youtube = channelTemplate('au-youtube')!;
    expect(toPlannerUnits('cpv', youtube.price, youtube).cpc).toBeCloseTo(5, 9);
    // A cited figure names its page; an assumption says so.
    expect(channelTemplate('au-google-search')?.source.url).toMatch(/^https:\/\//);
    expect(channelTemplate('au-linkedin')?.source.en).toMatch(/working assumption/);
  });

  it('gives both marketplace templates a fee and a commission', () => {
    for (const id of ['shopee-ads', 'tiktok-shop-ads'] as const) {
      const fees = channelTemplate(id)?.marketplace;
      expect(fees?.feePercent).toBeGreaterThan(0);
      expect(fees?.commissionPercent).toBeGreaterThan(0);
    }
  });
});
