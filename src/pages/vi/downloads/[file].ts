/** The Vietnamese guides' downloads: /vi/downloads/{slug}.md and /vi/downloads/{slug}.csv. */
import type { GetStaticPaths } from 'astro';
import { downloadHandler, downloadStaticPaths } from '../../../features/resources/checklist-downloads.ts';

export const getStaticPaths = (() => downloadStaticPaths('vi')) satisfies GetStaticPaths;
export const GET = downloadHandler('vi');
