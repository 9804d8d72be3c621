import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../lib/locales.ts';
import { useToolLanguage } from './text-context.tsx';
import { PRINT_REQUEST } from './print-request.ts';

export { printWithReport } from './print-request.ts';

/** True while the browser prints; the frame below exists only then. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the print snapshot is taken right after beforeprint, so the frame must be in the page by then.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener(PRINT_REQUEST, before);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener(PRINT_REQUEST, before);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

const longDate = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

interface PrintFrameProps {
  title: string;
  /**
   * One line of the figures the report is about, e.g. "5 channels · total spend $5,800": a component
   * that works it out is rendered only while printing, like the rest of the frame.
   */
  facts: ReactNode;
  /** The tool's name in "prepared … with the Brightlane Digital …". */
  tool: string;
  children: ReactNode;
  /** The moment the report is prepared; the print time unless a test fixes it. */
  now?: Date;
}

/**
 * The printed report of both calculators: a title, the facts line with the date and the tool, then
 * the tool's tables. It is rendered only while printing, so the screen never carries a hidden copy.
 */
export function PrintFrame({ title, facts, tool, children, now }: PrintFrameProps) {
  const printing = usePrinting();
  const { locale, kit } = useToolLanguage();
  if (!printing) return null;
  return (
    <section aria-label={title} className="hidden space-y-6 print:block">
      <div>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="text-sm text-slate-700">
          {facts} · {fill(kit.printPrepared, { date: longDate(locale).format(now ?? new Date()), tool })}
        </p>
      </div>
      {children}
    </section>
  );
}
