import { Badge } from '../../components/ui/badge.tsx';
import { formatPostDate, type PostSummary } from './blog-query.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** The card strings a list passes down from its page's dictionary. */
export interface CardText {
  featured: string;
  readArticle: string;
  minRead: string;
  englishOnly: string;
  /** Intl tag for dates. */
  intl: string;
}

const hrefOf = (post: PostSummary) => post.href ?? `/blog/${post.slug}`;

function OtherLanguage({ post, text }: { post: PostSummary; text: CardText }) {
  return post.lang ? <Badge tone="accent">{text.englishOnly}</Badge> : null;
}

export const CARD_IMAGE = { width: 1200, height: 630 } as const;

function PostMeta({ post, text }: { post: PostSummary; text: CardText }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <time dateTime={post.date}>{formatPostDate(post.date, text.intl)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="h-3.5 w-3.5" />
        {text.minRead.replace('{minutes}', String(post.readingMinutes))}
      </span>
    </p>
  );
}

interface CardProps {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Lazy unless the card is in the first viewport. */
  eager?: boolean;
  text: CardText;
}

/** A post card; the title link stretches over the whole card. */
export function BlogCard({ post, headingLevel: Heading = 'h3', eager = false, text }: CardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <img
        src={post.featuredImage}
        alt=""
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap gap-2">
          <Badge>{post.category}</Badge>
          <OtherLanguage post={post} text={text} />
        </div>
        <Heading lang={post.lang} className="text-xl leading-snug font-bold">
          <a
            href={hrefOf(post)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </a>
        </Heading>
        <p lang={post.lang} className="line-clamp-3 text-slate-600">
          {post.description}
        </p>
        <div className="mt-auto pt-2">
          <PostMeta post={post} text={text} />
        </div>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-card ring-brand-500 group-focus-within:ring-3"
      />
    </article>
  );
}

/** The newest post, large, at the top of the first page. */
export function FeaturedPost({ post, text }: { post: PostSummary; text: CardText }) {
  return (
    <article className="group relative grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised lg:grid-cols-2">
      <img
        src={post.featuredImage}
        alt={post.featuredImageAlt}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-[40/21] h-full w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">{text.featured}</Badge>
          <Badge>{post.category}</Badge>
          <OtherLanguage post={post} text={text} />
        </div>
        <h2 lang={post.lang} className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
          <a
            href={hrefOf(post)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </a>
        </h2>
        <p lang={post.lang} className="line-clamp-3 text-lg text-slate-600">
          {post.description}
        </p>
        <PostMeta post={post} text={text} />
        <span aria-hidden="true" className="inline-flex items-center gap-2 font-semibold text-brand-700">
          {text.readArticle}{' '}
          <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-card ring-brand-500 group-focus-within:ring-3"
      />
    </article>
  );
}
