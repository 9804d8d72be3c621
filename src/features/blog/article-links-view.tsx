import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { BlogCard, type CardText } from './blog-card.tsx';
import type { PostSummary } from './blog-query.ts';

type LinkText = { moreArticles: string; previous: string; next: string; related: string };
const hrefOf = (post: PostSummary) => post.href ?? `/blog/${post.slug}`;

/** Previous (older) and next (newer) articles. */
export function ArticleNeighbours({
  newer,
  older,
  text,
}: {
  newer?: PostSummary | undefined;
  older?: PostSummary | undefined;
  text: LinkText;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={text.moreArticles} className="grid gap-4 sm:grid-cols-2">
      {older ? (
        <a
          href={hrefOf(older)}
          rel="prev"
          className="group rounded-card border border-slate-200 p-5 hover:border-brand-400"
        >
          <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.previous}
          </span>
          <span
            lang={older.lang}
            className="mt-2 block font-display font-bold text-slate-900 group-hover:text-brand-800"
          >
            {older.title}
          </span>
        </a>
      ) : (
        <span />
      )}
      {newer && (
        <a
          href={hrefOf(newer)}
          rel="next"
          className="group rounded-card border border-slate-200 p-5 text-right hover:border-brand-400"
        >
          <span className="flex items-center justify-end gap-1 text-sm font-semibold text-brand-700">
            {text.next} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </span>
          <span
            lang={newer.lang}
            className="mt-2 block font-display font-bold text-slate-900 group-hover:text-brand-800"
          >
            {newer.title}
          </span>
        </a>
      )}
    </nav>
  );
}

export function RelatedPosts({ posts, text, card }: { posts: PostSummary[]; text: LinkText; card: CardText }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {text.related}
      </h2>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} text={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
