import type { Feature } from './feature-grid.tsx';
import { IconChip } from './icon-chip.tsx';
import { Illustration } from './illustration.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The home page's technology band: artwork beside three stacked cards. */
export function TechnologySection({ items }: { items: readonly Feature[] }) {
  return (
    <section aria-labelledby="technology-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="technology-heading"
          eyebrow="Technology"
          title="AI where it helps, people where it matters"
          intro="We pick tools for the job, set them up in your accounts and explain every number they produce."
        />
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
          <Illustration
            src="/images/pages/technology.svg"
            alt="An AI hub connected to analytics, scheduling, English copy and Vietnamese copy"
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
