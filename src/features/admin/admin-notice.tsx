import { Button } from '../../components/ui/button.tsx';
import type { MessageStatus } from '../leads/model/leads.ts';
import { STATUS_LABELS } from './model/statuses.ts';
import { ADMIN_FORM } from './action-paths.ts';

export interface NoticeParams {
  notice?: string | undefined;
  id?: number | undefined;
  prev?: MessageStatus | undefined;
  n?: number | undefined;
  m?: number | undefined;
  s?: number | undefined;
}

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function message(params: NoticeParams): string | undefined {
  switch (params.notice) {
    case 'status':
      return 'The status was changed.';
    case 'trashed':
      return 'The message was moved to the trash. It is kept there for 30 days.';
    case 'restored':
      return 'The message was restored.';
    case 'empty-confirm':
      return `Nothing was deleted. The trash holds ${plural(params.n ?? 0, 'message')}: tick the box to confirm deleting ${(params.n ?? 0) === 1 ? 'it' : 'them'} for good.`;
    case 'emptied':
      return `The trash was emptied (${plural(params.n ?? 0, 'message')} deleted for good).`;
    case 'note':
      return 'The note was saved.';
    case 'erased':
      return `Erased ${plural(params.m ?? 0, 'message')} and ${plural(params.s ?? 0, 'newsletter sign-up')} for that address. The erase log keeps only the time and these counts.`;
    case 'erase-invalid':
      return 'Please enter the full e-mail address to erase.';
    case 'unread':
      return 'The message is marked as unread.';
    default:
      return undefined;
  }
}

/** The outcome of the last action, with Undo right there for a status change or a delete. */
export function AdminNotice({ params, csrf, back }: { params: NoticeParams; csrf: string; back: string }) {
  const text = message(params);
  if (!text) return null;
  const undo =
    params.notice === 'status' && params.id && params.prev
      ? { action: 'status', value: params.prev, label: `Undo (back to ${STATUS_LABELS[params.prev]})` }
      : params.notice === 'trashed' && params.id
        ? { action: 'restore', value: '', label: 'Undo' }
        : undefined;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-success-600/30 bg-success-50 p-4"
    >
      <p className="font-medium text-success-700">{text}</p>
      {undo && (
        <form method="post" action={ADMIN_FORM.inbox}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="id" value={params.id} />
          <input type="hidden" name="action" value={undo.action} />
          {undo.value && <input type="hidden" name="value" value={undo.value} />}
          <input type="hidden" name="back" value={back} />
          <Button type="submit" variant="outline" size="sm">
            {undo.label}
          </Button>
        </form>
      )}
    </div>
  );
}
