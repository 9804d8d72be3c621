import Lightbulb from 'lucide-react/icons/lightbulb';

/** A highlighted takeaway inside a case study. */
export function Callout({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="note"
      className="not-prose my-8 flex gap-4 rounded-card border-l-4 border-accent-500 bg-accent-100/60 p-5"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 leading-7 text-slate-700">{text}</p>
      </div>
    </div>
  );
}
