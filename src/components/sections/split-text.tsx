import type { ReactNode } from 'react';

interface SplitTextProps {
  eyebrow?: string;
  title: string;
  headingId: string;
  paragraphs: readonly string[];
  /** Artwork or a panel on the other side (from Astro, a named slot "aside"). */
  aside?: ReactNode;
}

/** Text beside a picture, stacking on small screens. */
export function SplitText({ eyebrow, title, headingId, paragraphs, aside }: SplitTextProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-8 text-slate-600">
            {paragraph}
          </p>
        ))}
      </div>
      <div>{aside}</div>
    </div>
  );
}
