import { ArrowRight, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { formatPostDate, type PostSummary } from './blog-query.ts';

export const CARD_IMAGE = { width: 1200, height: 630 } as const;

function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="h-3.5 w-3.5" />
        {post.readingMinutes} min read
      </span>
    </p>
  );
}

interface CardProps {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Lazy unless the card is in the first viewport. */
  eager?: boolean;
}

/** A post card; the title link stretches over the whole card. */
export function BlogCard({ post, headingLevel: Heading = 'h3', eager = false }: CardProps) {
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
        <div>
          <Badge>{post.category}</Badge>
        </div>
        <Heading className="text-xl leading-snug font-bold">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none">
            {post.title}
          </a>
        </Heading>
        <p className="line-clamp-3 text-slate-600">{post.description}</p>
        <div className="mt-auto pt-2">
          <PostMeta post={post} />
        </div>
      </div>
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-card ring-brand-500 group-focus-within:ring-3" />
    </article>
  );
}

/** The newest post, large, at the top of the first page. */
export function FeaturedPost({ post }: { post: PostSummary }) {
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
          <Badge tone="accent">Featured</Badge>
          <Badge>{post.category}</Badge>
        </div>
        <h2 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
          <a href={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none">
            {post.title}
          </a>
        </h2>
        <p className="line-clamp-3 text-lg text-slate-600">{post.description}</p>
        <PostMeta post={post} />
        <span aria-hidden="true" className="inline-flex items-center gap-2 font-semibold text-brand-700">
          Read article <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-card ring-brand-500 group-focus-within:ring-3" />
    </article>
  );
}
