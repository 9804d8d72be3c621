import { describe, expect, it } from 'vitest';
import { axisLabel, sliceLabel } from './labels.ts';

describe('chart labels', () => {
  it('cuts axis names longer than 10 characters to 10 plus "..." (SPEC)', () => {
    expect(axisLabel('Google Ads')).toBe('Google Ads');
    expect(axisLabel('Email Marketing')).toBe('Email Mark...');
  });

  it('labels a pie slice "channel: $spend", cutting only long names, harder on narrow charts', () => {
    expect(sliceLabel('PPC', '$5,000', false)).toBe('PPC: $5,000');
    expect(sliceLabel('Email Marketing', '$800', false)).toBe('Email Marketing: $800');
    expect(sliceLabel('Email Marketing', '$800', true)).toBe('Email Mark...: $800');
  });
});
