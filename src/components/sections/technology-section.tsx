import type { Feature } from './feature-grid.tsx';
import { IconChip } from './icon-chip.tsx';
import { Illustration } from './illustration.tsx';
import { SectionHeading } from './section-heading.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';

/** The home page's technology band: artwork beside three stacked cards. */
export function TechnologySection({ items, text }: { items: readonly Feature[]; text: Dictionary['sections'] }) {
  return (
    <section aria-labelledby="technology-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="technology-heading"
          eyebrow={text.technologyEyebrow}
          title={text.technologyTitle}
          intro={text.technologyIntro}
        />
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
          <Illustration
            src="/images/pages/technology.svg"
            alt={text.technologyImageAlt}
            width={560}
            height={420}
            className="mx-auto max-w-lg"
          />
          <ul className="space-y-5">
            {items.map((item) => (
              <li key={item.title} className="flex gap-5 rounded-card border border-slate-200 bg-white p-6 shadow-card">
                <IconChip icon={item.icon} />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
