import type { ReactNode } from 'react';
import { ArrowLeft, Mail, MailOpen, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { StoredMessage } from '../contact/server/messages.ts';
import { formatWhen } from './admin-frame.tsx';

function ActionForm({ id, csrf, action, children, variant }: { id: number; csrf: string; action: string; children: ReactNode; variant: 'outline' | 'danger' }) {
  return (
    <form method="post" action="/admin/actions">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={action} />
      <Button type="submit" variant={variant} size="sm">
        {children}
      </Button>
    </form>
  );
}

/** One message in full, with reply, mark-unread and delete. */
export function MessageDetail({ message, csrf }: { message: StoredMessage; csrf: string }) {
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article aria-labelledby="message-subject">
      <a href="/admin" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to all messages
      </a>
      <Card className="mt-4 p-6 sm:p-8">
        <h2 id="message-subject" className="text-2xl font-bold">
          {message.subject}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">From</dt>
          <dd className="text-slate-900">{message.name}</dd>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="text-brand-700 underline-offset-4 hover:underline">
              {message.email}
            </a>
          </dd>
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd className="text-slate-900">
            <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time> (Sydney time)
          </dd>
        </dl>
        <div className="mt-6 border-t border-slate-200 pt-6 leading-7 whitespace-pre-wrap text-slate-800">{message.message}</div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={reply} size="sm">
            <Mail aria-hidden="true" className="h-4 w-4" />
            Reply by email
          </ButtonLink>
          <ActionForm id={message.id} csrf={csrf} action="mark-unread" variant="outline">
            <MailOpen aria-hidden="true" className="h-4 w-4" />
            Mark as unread
          </ActionForm>
          <ActionForm id={message.id} csrf={csrf} action="delete" variant="danger">
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete message
          </ActionForm>
        </div>
      </Card>
    </article>
  );
}
