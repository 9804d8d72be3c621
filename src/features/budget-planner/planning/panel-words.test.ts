import { describe, expect, it } from 'vitest';
import { plannerTextFor } from '../i18n/index.ts';
import { planningEn } from './i18n/en.ts';
import { planningVi } from './i18n/vi.ts';
import { panelWords } from './panel-words.ts';

describe("the planning panel's words", () => {
  it('reach the island only as far as the closed mount shows them', () => {
    for (const [locale, words] of [
      ['en', planningEn],
      ['vi', planningVi],
    ] as const) {
      const planning = plannerTextFor(locale).planning;
      expect(Object.keys(planning).sort()).toEqual(['heading', 'hide', 'intro', 'loading', 'show']);
      for (const [key, value] of Object.entries(planning)) expect(value).toBe(words[key as keyof typeof words]);
    }
  });

  it("load on demand in the page's language, from the dictionaries", async () => {
    panelWords.vi.load();
    await expect.poll(() => panelWords.vi.get()).toBe(planningVi);
    await expect(panelWords.en.preload()).resolves.toBe(planningEn);
  });
});
