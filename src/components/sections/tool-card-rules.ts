/**
 * Which button a tool card shows. Each hub has its own rule (SPEC); the rules return a key of the
 * dictionary's `tools.buttons`, so both languages share them.
 */
import type { toolCategories } from '../../content/site-schemas.ts';

export type ToolCategory = (typeof toolCategories)[number];
export type ToolButton = 'tryTool' | 'accessResource' | 'comingSoon' | 'tryNow' | 'seeReplacement' | 'openTool';

/** Solution Hub: 'Try Tool' for the AI Tool category, otherwise 'Access Resource'. */
export function hubButton(category: ToolCategory): ToolButton {
  return category === 'ai-tool' ? 'tryTool' : 'accessResource';
}

/** AI Tools hub: a card whose link contains /contact shows 'Coming Soon', else 'Try Now'. */
export function aiToolButton(href: string): ToolButton {
  return href.includes('/contact') ? 'comingSoon' : 'tryNow';
}

/** Marketing Tools Hub: coming-soon cards go to /contact; discontinued tools to what replaced them. */
export function marketingHubButton(card: { href: string; status?: string | undefined }): ToolButton {
  if (card.href.includes('/contact')) return 'comingSoon';
  return card.status ? 'seeReplacement' : 'openTool';
}
