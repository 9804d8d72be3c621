import { Dialog } from '../../components/ui/dialog.tsx';

/** Shown when the browser refuses clipboard access: the link, selected, to copy by hand. */
export function ShareLinkDialog({ url, onClose }: { url: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={url !== undefined} onOpenChange={(open) => !open && onClose()} title="Copy this link" description="Your browser did not allow copying automatically. Select the link below and copy it; anyone who opens it sees this plan.">
      <label htmlFor="planner-share-url" className="mb-1.5 block text-sm font-medium text-slate-800">
        Plan link
      </label>
      <input
        id="planner-share-url"
        readOnly
        value={url ?? ''}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-control border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      />
    </Dialog>
  );
}
