import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';

export interface PostTeaser {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  /** ISO date. */
  date: string;
  category: string;
  /** Where the card links; defaults to the English article. */
  href?: string;
}

export function formatPostDate(iso: string, locale: Locale = 'en'): string {
  return formatDate(iso, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The latest blog posts (home page): image, category, date, title, excerpt clamped to 3 lines. */
export function PostCards({
  posts,
  text,
  locale,
}: {
  posts: readonly PostTeaser[];
  text: Dictionary['sections'];
  locale: Locale;
}) {
  if (posts.length === 0) return null;
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:shadow-raised">
            <div className="aspect-[16/9] overflow-hidden bg-brand-50">
              <img
                src={post.image}
                alt={post.imageAlt}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
                  {post.category}
                </span>
                <span className="inline-flex items-center gap-1.5 text-slate-600">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <time dateTime={post.date.slice(0, 10)}>{formatPostDate(post.date, locale)}</time>
                </span>
              </div>
              <h3 className="mt-4 text-lg leading-snug font-semibold">
                <a
                  href={post.href ?? `/blog/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-card hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
                >
                  {post.title}
                </a>
              </h3>
              <div className="mt-2 flex-1">
                <p className="line-clamp-3 leading-7 text-slate-600">{post.excerpt}</p>
              </div>
              <p
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
              >
                {text.readArticle} <ArrowRight className="h-4 w-4 transition-all" />
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Maps blog front matter (collection `blog`) to a teaser. */
export function toPostTeaser(data: {
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  featuredImageAlt: string;
  date: Date;
  category: string;
}): PostTeaser {
  return {
    slug: data.slug,
    title: data.title,
    excerpt: data.description,
    image: data.featuredImage,
    imageAlt: data.featuredImageAlt,
    date: data.date.toISOString(),
    category: data.category,
  };
}
