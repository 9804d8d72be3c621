import Languages from 'lucide-react/icons/languages';

export interface LanguageLink {
  href: string;
  /** The other language's own name ("Tiếng Việt", "English"). */
  label: string;
  /** A sentence in that language saying where the link goes. */
  description: string;
  /** BCP 47 tag of the target, for hreflang and lang on the link text. */
  lang: string;
}

/**
 * A plain link to the same page in the other language: it works without JavaScript and needs no
 * cookie. The text is in the target language, marked with lang so screen readers pronounce it.
 */
export function LanguageSwitch({
  href,
  label,
  description,
  lang,
  className = '',
}: LanguageLink & { className?: string }) {
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      title={description}
      data-language-switch
      className={`items-center gap-1.5 rounded-control px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${className}`}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span>{label}</span>
      <span className="sr-only"> – {description}</span>
    </a>
  );
}
