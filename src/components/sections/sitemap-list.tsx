import { FileCode2 } from 'lucide-react';
import type { SitemapEntry } from '../../lib/sitemap.ts';
import { sitemapGroups } from '../../lib/routes.ts';

const frequencyLabel: Record<SitemapEntry['changefreq'], string> = {
  daily: 'Updated daily',
  weekly: 'Updated weekly',
  monthly: 'Updated monthly',
  yearly: 'Updated yearly',
};

/** The human-readable sitemap: the same pages as sitemap.xml, grouped by section. */
export function SitemapList({ entries }: { entries: readonly SitemapEntry[] }) {
  const groups = sitemapGroups
    .map(({ group, label }) => ({ key: group, label, items: entries.filter((entry) => entry.group === group) }))
    .filter((group) => group.items.length > 0);
  return (
    <section className="container-page py-14 sm:py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">Sitemap</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Every page on the site, {entries.length} in all, grouped by section with how often it changes and its priority for search engines.
          </p>
        </div>
        <a
          href="/sitemap.xml"
          className="inline-flex items-center gap-2 self-start rounded-control border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-800"
        >
          <FileCode2 aria-hidden="true" className="h-4 w-4" /> XML sitemap for search engines
        </a>
      </div>
      <div className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`}>
            <h2 id={`group-${group.key}`} className="text-lg font-bold">
              {group.label}
            </h2>
            <ul className="mt-4 space-y-3">
              {group.items.map((item) => (
                <li key={item.path}>
                  <a href={item.path} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {item.title}
                  </a>
                  <p className="text-xs text-slate-600">
                    {frequencyLabel[item.changefreq]} · Priority {item.priority.toFixed(1)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
