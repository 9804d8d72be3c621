import { useToolLanguage } from './text-context.tsx';

/**
 * What stands in a tool's section while a part loaded on demand is not there: a loading line, or,
 * when its code could not load, a notice that says so (Hide then Show asks again).
 */
export function PartPending({ failed, loading }: { failed: boolean; loading: string }) {
  const { kit } = useToolLanguage();
  return failed ? (
    <p role="alert" className="mt-4 text-sm text-slate-700">
      {kit.partOffline}
    </p>
  ) : (
    <p aria-busy="true" className="mt-4 text-sm text-slate-700">
      {loading}
    </p>
  );
}
