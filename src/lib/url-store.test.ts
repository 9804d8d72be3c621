// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { navigateTo, subscribeToUrl } from './url-store.ts';

describe('url store', () => {
  it('changes the address and tells subscribers, for pushes, replacements and Back', () => {
    const heard: string[] = [];
    const stop = subscribeToUrl(() => heard.push(window.location.search));
    const before = window.history.length;
    navigateTo('/portfolio?category=branding');
    expect(window.history.length).toBe(before + 1);
    navigateTo('/portfolio?category=seo', 'replace');
    expect(window.history.length).toBe(before + 1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    navigateTo('/portfolio');
    expect(heard).toEqual(['?category=branding', '?category=seo', '?category=seo']);
  });
});
