import type { ReactNode } from 'react';
import type { Guide } from '../../content/guide-schema.ts';
import type { Locale } from '../../lib/locales.ts';
import { checklistItemIds } from '../../lib/checklist.ts';
import {
  DownloadButtons,
  GuideAside,
  GuideIntro,
  GuideMeta,
  GuideSteps,
  GuideTools,
  type DownloadLinks,
  type GuideText,
} from './guide-sections.tsx';
import { Illustration } from './illustration.tsx';
import { PageHero } from './page-hero.tsx';

interface GuidePageProps {
  guide: Guide;
  links: DownloadLinks;
  text: GuideText;
  locale: Locale;
  /** The interactive checklist island. */
  children: ReactNode;
}

/** Layout of the four free resource pages: hero with downloads, article with checklist, aside. */
export function GuidePage({ guide, links, text, locale, children }: GuidePageProps) {
  const contents = [
    ...guide.intro.map((block, index) => ({ id: `intro-${index + 1}`, label: block.title })),
    ...(guide.tools ? [{ id: 'tools', label: guide.tools.title }] : []),
    ...(guide.steps ? [{ id: 'steps', label: guide.steps.title }] : []),
    { id: 'checklist', label: guide.checklistTitle },
  ];
  return (
    <>
      <PageHero
        eyebrow={guide.eyebrow}
        title={guide.heading}
        subtitle={guide.lead}
        actions={
          <div className="space-y-4">
            <DownloadButtons guide={guide} links={links} text={text} />
            <GuideMeta guide={guide} checks={checklistItemIds(guide.checklist).length} text={text} locale={locale} />
          </div>
        }
        aside={
          <Illustration
            src={guide.image.src}
            alt={guide.image.alt}
            width={guide.image.width}
            height={guide.image.height}
          />
        }
      />
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_18rem]">
        {/* Before the article in the document as on a phone's screen: a page drawn while it is still
            arriving never shows the article first and then pushes it down under the contents. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <GuideAside guide={guide} contents={contents} text={text} />
        </div>
        <article className="min-w-0 space-y-16 lg:col-start-1 lg:row-start-1">
          <GuideIntro blocks={guide.intro} />
          {guide.tools && (
            <section id="tools" className="scroll-mt-28">
              <GuideTools tools={guide.tools} text={text} />
            </section>
          )}
          {guide.steps && (
            <section id="steps" className="scroll-mt-28">
              <GuideSteps steps={guide.steps} text={text} />
            </section>
          )}
          <section id="checklist" aria-labelledby="checklist-heading" className="scroll-mt-28">
            <h2 id="checklist-heading" className="text-2xl font-bold tracking-tight">
              {guide.checklistTitle}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              {guide.checklistIntro} {text.savedHere}
            </p>
            <div className="mt-8">{children}</div>
          </section>
        </article>
      </div>
    </>
  );
}
