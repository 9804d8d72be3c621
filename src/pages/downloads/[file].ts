/** The English guides' downloads: /downloads/{slug}.md and /downloads/{slug}.csv. */
import type { GetStaticPaths } from 'astro';
import { downloadHandler, downloadStaticPaths } from '../../features/resources/checklist-downloads.ts';

export const getStaticPaths = (() => downloadStaticPaths('en')) satisfies GetStaticPaths;
export const GET = downloadHandler('en');
