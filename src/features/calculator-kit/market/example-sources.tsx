/**
 * Where the Vietnamese example's figures come from: every figure the tools open with on a page that
 * opens in dong, its value, its source and the day it was read or set. Static (rendered by the page,
 * no JavaScript); the figures and their sources are read from vietnam-example.ts, written once.
 */
import { fill } from '../../../i18n/fill.ts';
import type { Locale } from '../../../lib/locales.ts';
import { formattersFor } from '../use-format.ts';
import { formatDate } from '../../../i18n/format.ts';
import { exampleSourcesEn } from './i18n/example-sources-en.ts';
import { exampleSourcesVi } from './i18n/example-sources-vi.ts';
import { VIETNAM_EXAMPLE, type CitedFigure } from './vietnam-example.ts';
import { Icon } from '../../../components/ui/icon.tsx';

const WORDS = { en: exampleSourcesEn, vi: exampleSourcesVi } as const;

interface Line {
  key: string;
  channel: string;
  figure: string;
  value: string;
  cited: CitedFigure;
}

export function ExampleSources({ locale }: { locale: Locale }) {
  const t = WORDS[locale];
  const fmt = formattersFor('VND', locale);
  const pct = (value: number) => `${fmt.number(value, value % 1 === 0 ? 0 : 1)}%`;
  const date = (iso: string) => formatDate(`${iso}T00:00:00Z`, locale);
  const { totalBudget, leadToCustomerRate, channels } = VIETNAM_EXAMPLE;
  const lines: Line[] = [
    {
      key: 'budget',
      channel: t.allChannels,
      figure: t.budget,
      value: fmt.money(totalBudget.value),
      cited: totalBudget,
    },
    {
      key: 'rate',
      channel: t.allChannels,
      figure: t.leadToCustomer,
      value: pct(leadToCustomerRate.value),
      cited: leadToCustomerRate,
    },
    ...channels.flatMap((channel) => [
      {
        key: `${channel.id}-price`,
        channel: channel.name,
        figure: channel.price.unit === 'cpc' ? t.cpc : t.costPerMessage,
        value: fmt.money(channel.price.value),
        cited: channel.price,
      },
      {
        key: `${channel.id}-cvr`,
        channel: channel.name,
        figure: t.cvr,
        value: pct(channel.cvr.value),
        cited: channel.cvr,
      },
      {
        key: `${channel.id}-value`,
        channel: channel.name,
        figure: t.valuePerLead,
        value: fmt.money(channel.valuePerLead.value),
        cited: channel.valuePerLead,
      },
    ]),
  ];

  return (
    <details
      data-example-sources
      className="group mt-6 rounded-card border border-slate-200 bg-white shadow-card print:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
        <Icon name="book-bookmark" className="h-5 w-5 text-brand-600" />
        <span className="font-display text-lg font-bold text-slate-900">{t.summary}</span>
        <Icon
          name="chevron-down"
          className="ml-auto h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-slate-200 p-5 text-sm text-slate-700 sm:p-6">
        <p className="max-w-3xl">{t.intro}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-900">
                <th scope="col" className="py-2 pr-3">
                  {t.channel}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.figure}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.value}
                </th>
                <th scope="col" className="py-2">
                  {t.source}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {line.channel}
                  </th>
                  <td className="py-2 pr-3">{line.figure}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{line.value}</td>
                  <td className="py-2">
                    {line.cited.source[locale]}
                    {line.cited.source.url && (
                      <>
                        {' '}
                        <a
                          href={line.cited.source.url}
                          rel="noopener noreferrer external"
                          className="break-all text-brand-700 underline"
                        >
                          {new URL(line.cited.source.url).hostname}
                        </a>
                      </>
                    )}
                    {'. '}
                    {fill(t.dated, { date: date(line.cited.source.date) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
