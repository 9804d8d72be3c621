import { CASE_IMAGE_HEIGHT, CASE_IMAGE_WIDTH } from './portfolio-card.tsx';

const tilt = ['-rotate-6 translate-y-6', 'rotate-3 -translate-y-2 z-10', '-rotate-2 translate-y-10'];

/** A fan of three case-study covers beside the list's heading. Decorative: the cards below name them. */
export function PortfolioHeroArt({ images }: { images: readonly string[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto flex h-80 max-w-xl items-center justify-center">
      {images.slice(0, 3).map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          width={CASE_IMAGE_WIDTH}
          height={CASE_IMAGE_HEIGHT}
          decoding="async"
          className={`-mx-10 w-64 rounded-card border-4 border-white shadow-raised ${tilt[index] ?? ''}`}
        />
      ))}
    </div>
  );
}
