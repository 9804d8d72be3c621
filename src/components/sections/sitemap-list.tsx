import FileCode2 from 'lucide-react/icons/file-code-corner';
import type { SitemapEntry } from '../../lib/sitemap.ts';
import { sitemapGroups, type SitemapGroup } from '../../lib/routes.ts';
import { fill, type Dictionary } from '../../i18n/dictionary.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';

type SitemapText = Dictionary['sitemap'];

const groupKey: Record<SitemapGroup, keyof SitemapText> = {
  main: 'main',
  services: 'services',
  'ai-tools': 'aiTools',
  'free-resources': 'freeResources',
  portfolio: 'portfolio',
  blog: 'blog',
  legal: 'legal',
};

/** The human-readable sitemap: the same pages as sitemap.xml, grouped by section. */
export function SitemapList({
  entries,
  text,
  locale,
}: {
  entries: readonly SitemapEntry[];
  text: SitemapText;
  locale: Locale;
}) {
  const groups = sitemapGroups
    .map(({ group }) => ({
      key: group,
      label: text[groupKey[group]],
      items: entries.filter((entry) => entry.group === group),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <section className="container-page py-14 sm:py-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">{text.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            {fill(text.intro, { count: formatNumber(entries.length, locale) })}
          </p>
        </div>
        <a
          href="/sitemap.xml"
          className="inline-flex items-center gap-2 self-start rounded-control border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-800"
        >
          <FileCode2 aria-hidden="true" className="h-4 w-4" /> {text.xmlLink}
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
                    {text[item.changefreq]} ·{' '}
                    {fill(text.priority, {
                      value: formatNumber(item.priority, locale, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      }),
                    })}
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
