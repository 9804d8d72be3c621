interface BrandMarkProps {
  className?: string;
}

/** The Brightlane mark: a lane of light rising to the right. Decorative; the name sits beside it. */
export function BrandMark({ className = 'h-8 w-8' }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M7 23 L16 9 L19 13 L25 9 L25 23 Z" className="fill-white" opacity="0.95" />
      <circle cx="23.5" cy="9.5" r="2.5" className="fill-accent-400" />
    </svg>
  );
}
