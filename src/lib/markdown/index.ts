/** The article hast plugins, in the order Astro's Markdown pipeline (Sätteri) should run them. */
import { calloutsPlugin } from './callouts.ts';
import { figuresPlugin } from './figures.ts';
import { tablesPlugin } from './tables.ts';

export { calloutsPlugin, figuresPlugin, tablesPlugin };
export const articleHastPlugins = [calloutsPlugin, figuresPlugin, tablesPlugin];
