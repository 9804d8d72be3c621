import Check from 'lucide-react/icons/check';
import { ButtonLink } from '../ui/button.tsx';
import { Illustration } from './illustration.tsx';

interface AiContentFeatureProps {
  title: string;
  paragraphs: readonly string[];
  points: readonly string[];
  text: { eyebrow: string; imageAlt: string; service: string; sample: string };
  /** The service section and the contact page, in the page's language. */
  links: { service: string; contact: string };
}

export function AiContentFeature({ title, paragraphs, points, text, links }: AiContentFeatureProps) {
  return (
    <section aria-labelledby="ai-content-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <Illustration
          src="/images/pages/ai-content.svg"
          alt={text.imageAlt}
          width={560}
          height={420}
          className="mx-auto max-w-lg"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.eyebrow}</p>
          <h2 id="ai-content-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-8 text-slate-600">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-success-600" strokeWidth={2.5} />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={links.service}>{text.service}</ButtonLink>
            <ButtonLink href={links.contact} variant="outline">
              {text.sample}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
