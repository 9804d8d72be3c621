import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqGroup } from '../../i18n/site-content.ts';

/**
 * The FAQ as native disclosure widgets: keyboard operable (Tab, then Enter or Space), readable with
 * JavaScript off, and found by the browser's find-in-page.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-14">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`}>
          <h2 id={`faq-${slug(group.title)}`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-6 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-28 px-5 sm:px-6">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                  <span className="text-base sm:text-lg">{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="pb-6 leading-7 text-slate-600">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
