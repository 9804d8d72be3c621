/** Renders Markdown exactly as Astro does for .md content (Sätteri, smart punctuation, GFM). */
import { satteri } from '@astrojs/markdown-satteri';
import { articleHastPlugins } from './index.ts';

export async function renderArticleMarkdown(markdown: string): Promise<string> {
  const renderer = await satteri({ hastPlugins: articleHastPlugins }).createRenderer({
    syntaxHighlight: false,
  } as never);
  const result = await renderer.render(markdown, {});
  return result.code;
}
