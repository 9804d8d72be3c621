import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import { RATING_SCALE, type Testimonial } from '../../i18n/site-content.ts';

/** Stars are drawn for the eye; the rating is read out as text. */
export function StarRating({ rating, scale = RATING_SCALE }: { rating: number; scale?: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">
        Rated {rating} out of {scale} stars
      </span>
      {Array.from({ length: scale }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`h-5 w-5 ${index < rating ? 'fill-accent-400 text-accent-500' : 'fill-slate-200 text-slate-300'}`}
        />
      ))}
    </p>
  );
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.author}
          className="relative flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8"
        >
          <Quote aria-hidden="true" className="absolute top-6 right-6 h-10 w-10 text-brand-100" />
          <StarRating rating={item.rating} />
          <blockquote className="mt-5 flex-1 text-lg leading-8 text-slate-700">
            <p>“{item.quote}”</p>
          </blockquote>
          <p className="mt-6 border-t border-slate-100 pt-5">
            <span className="block font-semibold text-slate-900">{item.author}</span>
            <span className="block text-sm text-slate-600">
              {item.role}, {item.company} · {item.location}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
