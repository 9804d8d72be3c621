import type { FormulaEntry } from '../model/formulas.ts';

/** The methodology panels' formula entries (name, formula, source), the same in both tools; goes inside a <dl>. */
export function FormulaItems({ formulas }: { formulas: readonly FormulaEntry[] }) {
  return formulas.map((f) => (
    <div key={f.name}>
      <dt className="font-semibold">{f.name}</dt>
      <dd>
        <code className="block whitespace-pre-wrap rounded bg-slate-50 px-2 py-1">{f.formula}</code>
        <span className="text-slate-700">{f.source}</span>
      </dd>
    </div>
  ));
}
