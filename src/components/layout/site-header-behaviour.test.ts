import { describe, expect, it } from 'vitest';
import { withSharedState } from './site-header-behaviour.ts';

describe('the language switch keeps a tool’s shared state', () => {
  it('carries a share link and a hand-off fragment to the other language', () => {
    expect(
      withSharedState('/vi/solutions/free-resources/roi-calculator', {
        search: '?plan=v2.abc_-',
        hash: '#targets=v1.xyz',
      }),
    ).toBe('/vi/solutions/free-resources/roi-calculator?plan=v2.abc_-#targets=v1.xyz');
  });
  it('leaves other parameters behind and a plain page plain', () => {
    expect(withSharedState('/about', { search: '?utm_source=x', hash: '' })).toBe('/about');
    expect(withSharedState('/solutions/ai-tools/marketing-budget-planner', { search: '', hash: '#' })).toBe(
      '/solutions/ai-tools/marketing-budget-planner',
    );
  });
});
