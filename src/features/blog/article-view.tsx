import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { CallToAction } from '../../components/sections/call-to-action.tsx';
import { ArticleNeighbours, RelatedPosts } from './article-links-view.tsx';
import { CARD_IMAGE, type CardText } from './blog-card.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { categorySlug, formatPostDate, type PostSummary } from './blog-query.ts';
import './article.css';

const MAX_TAGS = 3;

export interface TocHeading {
  depth: number;
  slug: string;
  text: string;
}

interface ArticleViewProps {
  post: PostSummary;
  headings: TocHeading[];
  newer?: PostSummary | undefined;
  older?: PostSummary | undefined;
  related: PostSummary[];
  /** The rendered Markdown body. */
  children: ReactNode;
  text: Dictionary['article'];
  card: CardText;
  /** The blog list, contact and services pages in the article's language. */
  links: { blog: string; contact: string; services: string };
  /** What follows the article's last paragraph: the page's newsletter box. */
  afterArticle?: ReactNode;
}

export function ArticleView({
  post,
  headings,
  newer,
  older,
  related,
  children,
  text,
  card,
  links,
  afterArticle,
}: ArticleViewProps) {
  const toc = headings.filter((heading) => heading.depth === 2);
  return (
    <>
      <article className="pb-8">
        <header className="bg-gradient-to-b from-brand-50 via-white to-white">
          <div className="container-page max-w-4xl pt-10 pb-8 sm:pt-14">
            <a
              href={links.blog}
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.back}
            </a>
            <div className="mt-6">
              <a
                href={`${links.blog}/category/${categorySlug(post.category)}`}
                className="rounded-full"
                aria-label={text.category.replace('{category}', post.category)}
              >
                <Badge>{post.category}</Badge>
              </a>
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">{post.description}</p>
            <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
              <div className="flex items-center gap-2">
                <dt>
                  <UserRound aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{text.author}</span>
                </dt>
                <dd className="font-medium text-slate-800">{post.author}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{text.published}</span>
                </dt>
                <dd>
                  <time dateTime={post.date}>{formatPostDate(post.date, card.intl)}</time>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{text.readingTime}</span>
                </dt>
                <dd>{card.minRead.replace('{minutes}', String(post.readingMinutes))}</dd>
              </div>
            </dl>
            <ul aria-label={text.tags} className="mt-5 flex flex-wrap gap-2">
              {post.tags.slice(0, MAX_TAGS).map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral">#{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div className="container-page max-w-5xl">
            <img
              src={post.featuredImage}
              alt={post.featuredImageAlt}
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="aspect-[40/21] w-full rounded-card border border-slate-200 bg-brand-50 object-cover shadow-card"
            />
          </div>
        </header>

        <div className="container-page mt-12 grid max-w-6xl gap-12 lg:grid-cols-[minmax(0,1fr)_15rem]">
          <div className="article-body prose prose-slate max-w-none min-w-0 sm:prose-lg prose-a:text-brand-700 prose-a:underline-offset-4 hover:prose-a:text-brand-900 prose-strong:text-slate-900">
            {children}
          </div>
          {toc.length > 2 && (
            <nav aria-label={text.onThisPage} className="hidden lg:block">
              <div className="sticky top-[calc(var(--spacing-header)+1.5rem)] border-l border-slate-200 pl-5">
                <p className="text-sm font-semibold text-slate-900">{text.onThisPage}</p>
                <ol className="mt-3 space-y-2 text-sm">
                  {toc.map((heading) => (
                    <li key={heading.slug}>
                      <a href={`#${heading.slug}`} className="text-slate-600 hover:text-brand-700">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          )}
          {/* A row of its own under the body's column, level with the text it follows, with or without the contents beside the body. */}
          {afterArticle && <div className="min-w-0 lg:col-start-1">{afterArticle}</div>}
        </div>
      </article>

      <CallToAction
        title={text.ctaTitle}
        text={text.ctaText}
        primary={{ label: text.ctaContact, href: links.contact }}
        secondary={{ label: text.ctaServices, href: links.services }}
      />

      <div className="container-page max-w-6xl pb-20">
        <ArticleNeighbours newer={newer} older={older} text={text} />
        <RelatedPosts posts={related} text={text} card={card} />
      </div>
    </>
  );
}
