/**
 * The drop zone both tools show: drop export files on it or choose them. It is all that loads with
 * the page; reading and the review load when files arrive.
 */
import { memo, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToolLanguage } from '../text-context.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

export const IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Memoised: the tool around it redraws on every key press; the drop zone's own props do not change.
export const ImportDropZone = memo(function ImportDropZone({
  id,
  onFiles,
  title,
  hint,
  button,
}: {
  id: string;
  onFiles: (files: File[]) => void;
  title?: string;
  hint?: string;
  /** The button's own name where a page has two drop zones. */
  button?: string;
}) {
  const { kit } = useToolLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(files);
  };
  const drag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    setOver(entering);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => drag(event, true)}
      onDragEnter={(event) => drag(event, true)}
      onDragLeave={(event) => drag(event, false)}
      onDrop={(event) => {
        drag(event, false);
        take(event.dataTransfer.files);
      }}
      className={`rounded-card border-2 border-dashed p-5 transition-colors ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
            <Icon name="file-up" className="h-5 w-5 text-brand-700" />
            {title ?? kit.importZoneTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{hint ?? kit.importZoneHint}</p>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <Icon name="shield-check" className="h-4 w-4 text-success-700" />
            {kit.importZonePrivacy}
          </p>
        </div>
        <Button variant="outline" onClick={() => input.current?.click()}>
          {button ?? kit.importZoneButton}
        </Button>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          hidden
          accept={IMPORT_ACCEPT}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
    </section>
  );
});
