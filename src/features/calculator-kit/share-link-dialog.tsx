import { Dialog } from '../../components/ui/dialog.tsx';
import { useToolLanguage } from './text-context.tsx';

const FIELD_ID = 'calculator-share-url';

/** Shown when the browser refuses clipboard access: the link, selected, to copy by hand. */
export function ShareLinkDialog({ url, onClose }: { url: string | undefined; onClose: () => void }) {
  const { kit } = useToolLanguage();
  return (
    <Dialog
      open={url !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={kit.shareTitle}
      description={kit.shareDescription}
      initialFocus={FIELD_ID}
    >
      <label htmlFor={FIELD_ID} className="mb-1.5 block text-sm font-medium text-slate-800">
        {kit.shareLabel}
      </label>
      <input
        id={FIELD_ID}
        readOnly
        value={url ?? ''}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-control border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      />
    </Dialog>
  );
}
