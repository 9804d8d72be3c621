import ArrowRight from 'lucide-react/icons/arrow-right';

/** "See all" style link under a section's grid. */
export function SectionLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-10 text-center">
      <a
        href={href}
        className="inline-flex items-center gap-2 rounded-control px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      >
        {label} <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </a>
    </p>
  );
}
