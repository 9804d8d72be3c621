import type { ReactNode } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import MailOpen from 'lucide-react/icons/mail-open';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import UserX from 'lucide-react/icons/user-x';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import type { MessageEvent, StoredMessage, WebhookDelivery } from '../leads/model/leads.ts';
import { AdminNotice, type NoticeParams } from './admin-notice.tsx';
import { STATUS_TONES } from './message-list.tsx';
import { formatWhen, type Office } from './model/office-time.ts';
import { STATUS_LABELS, STATUS_ORDER } from './model/statuses.ts';
import { phoneLinks, type ReplyChannel } from '../contact/phone.ts';
import { REPLY_LABELS } from './model/reply-labels.ts';
import type { PlanAttachment } from '../../lib/plan-handoff.ts';
import { ADMIN_FORM } from './action-paths.ts';

interface ActionFormProps {
  id: number;
  csrf: string;
  action: string;
  value?: string;
  back: string;
  children: ReactNode;
  variant: 'primary' | 'outline' | 'danger';
  label?: string;
}

function ActionForm({ id, csrf, action, value, back, children, variant, label }: ActionFormProps) {
  return (
    <form method="post" action={ADMIN_FORM.inbox}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="back" value={back} />
      {value !== undefined && <input type="hidden" name="value" value={value} />}
      <Button type="submit" variant={variant} size="sm" className="h-11" aria-label={label}>
        {children}
      </Button>
    </form>
  );
}

/** One-tap ways to answer, the visitor's chosen channel first and filled. */
function ReplyActions({ message, mailto }: { message: StoredMessage; mailto: string }) {
  const links = message.phone ? phoneLinks(message.phone) : undefined;
  const actions: { channel: ReplyChannel; href: string; label: string; icon: ReactNode; external?: boolean }[] = [
    { channel: 'email', href: mailto, label: 'Reply by email', icon: <Mail aria-hidden="true" className="h-4 w-4" /> },
  ];
  if (links) {
    actions.push(
      {
        channel: 'phone',
        href: links.tel,
        label: `Call ${message.phone}`,
        icon: <Phone aria-hidden="true" className="h-4 w-4" />,
      },
      {
        channel: 'zalo',
        href: links.zalo,
        label: 'Message on Zalo',
        icon: <MessageCircle aria-hidden="true" className="h-4 w-4" />,
        external: true,
      },
      {
        channel: 'whatsapp',
        href: links.whatsapp,
        label: 'Message on WhatsApp',
        icon: <MessageCircle aria-hidden="true" className="h-4 w-4" />,
        external: true,
      },
    );
  }
  actions.sort((a, b) => Number(b.channel === message.replyBy) - Number(a.channel === message.replyBy));
  return (
    <>
      {actions.map((action) => (
        <ButtonLink
          key={action.channel}
          href={action.href}
          size="sm"
          variant={action.channel === message.replyBy ? 'primary' : 'outline'}
          className="h-11"
          {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {action.icon}
          {action.label}
        </ButtonLink>
      ))}
    </>
  );
}

/** Each webhook delivery: where, whether it arrived, and every attempt with its answer. */
function Deliveries({ deliveries, office }: { deliveries: readonly WebhookDelivery[]; office: Office }) {
  return (
    <section aria-labelledby="webhooks-heading" className="mt-6">
      <h3 id="webhooks-heading" className="text-lg font-bold">
        Notifications
      </h3>
      <ul className="mt-3 space-y-3 text-sm">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-card border border-slate-200 p-3">
            <p className="font-semibold break-all text-slate-900">{`Webhook ${new URL(delivery.url).host}`}</p>
            <p className="text-slate-700">
              {delivery.deliveredAt
                ? `Delivered ${formatWhen(delivery.deliveredAt, office)} (attempt ${delivery.attempts})`
                : delivery.nextAt
                  ? `Not delivered yet: ${delivery.attempts} failed ${delivery.attempts === 1 ? 'attempt' : 'attempts'}, next try ${formatWhen(delivery.nextAt, office)}`
                  : delivery.attempts
                    ? `Given up after ${delivery.attempts} attempts`
                    : 'Waiting for its first attempt'}
            </p>
            {delivery.log.length > 0 && (
              <ol className="mt-1 list-inside list-disc text-slate-600">
                {delivery.log.map((attempt, index) => (
                  <li key={index}>
                    <time dateTime={attempt.at}>{formatWhen(attempt.at, office)}</time>
                    {`: ${attempt.error ?? `HTTP ${attempt.status ?? ''} OK`}`}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan the visitor sent from a tool: its summary as they saw it, and the link that opens it there. */
function AttachedPlanSummary({ plan }: { plan: PlanAttachment }) {
  return (
    <section aria-labelledby="plan-heading" className="mt-6 rounded-card border border-brand-300 bg-brand-50 p-4">
      <h3 id="plan-heading" className="flex items-center gap-2 font-bold">
        <FileText aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Attached plan
      </h3>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{plan.summary}</p>
      <a
        href={plan.link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        Open the plan in the tool
      </a>
    </section>
  );
}

interface MessageDetailProps {
  message: StoredMessage;
  history: readonly MessageEvent[];
  /** Outgoing webhook deliveries of this message (none when webhooks are not configured). */
  deliveries?: readonly WebhookDelivery[];
  csrf: string;
  office: Office;
  notice: NoticeParams;
}

/** One message in full: status, reply, note, history, delete (to the trash) and the erasure of its sender. */
export function MessageDetail({ message, history, deliveries = [], csrf, office, notice }: MessageDetailProps) {
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const self = `/admin/messages/${message.id}`;
  const common = { id: message.id, csrf, back: self };
  return (
    <article aria-labelledby="message-subject">
      <a
        href="/admin"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to all messages
      </a>
      <div className="mt-4">
        <AdminNotice params={notice} csrf={csrf} back={self} />
      </div>
      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
          {message.deletedAt && (
            <Badge tone="danger">{`In the trash since ${formatWhen(message.deletedAt, office)}`}</Badge>
          )}
        </div>
        <h2 id="message-subject" className="mt-3 text-2xl font-bold break-words">
          {message.subject}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">From</dt>
          <dd className="break-words text-slate-900">{message.name}</dd>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-words">
            <a href={`mailto:${message.email}`} className="text-brand-700 underline-offset-4 hover:underline">
              {message.email}
            </a>
          </dd>
          <dt className="font-semibold text-slate-700">Phone</dt>
          <dd className="text-slate-900">{message.phone || 'Not given'}</dd>
          <dt className="font-semibold text-slate-700">Reply by</dt>
          <dd className="text-slate-900">{REPLY_LABELS[message.replyBy]}</dd>
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd className="text-slate-900">
            <time dateTime={message.createdAt}>{formatWhen(message.createdAt, office)}</time>
          </dd>
          <dt className="font-semibold text-slate-700">Source</dt>
          <dd className="text-slate-900">{message.source || 'Not recorded'}</dd>
          <dt className="font-semibold text-slate-700">Language</dt>
          <dd className="text-slate-900">{message.lang === 'vi' ? 'Vietnamese' : 'English'}</dd>
          <dt className="font-semibold text-slate-700">Consent</dt>
          <dd className="text-slate-900">
            {message.consentAt
              ? `Given ${formatWhen(message.consentAt, office)} (notice ${message.consentNotice ?? '?'}); newsletter box ${message.consentNewsletter ? 'ticked' : 'not ticked'}`
              : 'Not recorded (sent before the consent box existed)'}
          </dd>
        </dl>
        <div className="mt-6 border-t border-slate-200 pt-6 leading-7 break-words whitespace-pre-wrap text-slate-800">
          {message.message}
        </div>
        {message.plan && <AttachedPlanSummary plan={message.plan} />}
        <div className="mt-8 flex flex-wrap gap-3">
          <ReplyActions message={message} mailto={reply} />
          {message.deletedAt ? (
            <ActionForm {...common} action="restore" variant="primary">
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Restore message
            </ActionForm>
          ) : (
            <>
              <ActionForm {...common} action="mark-unread" variant="outline">
                <MailOpen aria-hidden="true" className="h-4 w-4" />
                Mark as unread
              </ActionForm>
              <ActionForm {...common} action="trash" variant="danger">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete message
              </ActionForm>
            </>
          )}
        </div>
      </Card>
      {deliveries.length > 0 && <Deliveries deliveries={deliveries} office={office} />}
      <section aria-labelledby="status-heading" className="mt-6">
        <h3 id="status-heading" className="text-lg font-bold">
          Status
        </h3>
        <div className="mt-3 flex flex-wrap gap-2">
          {STATUS_ORDER.map((status) => (
            <ActionForm
              key={status}
              {...common}
              action="status"
              value={status}
              variant={status === message.status ? 'primary' : 'outline'}
            >
              {status === message.status ? `${STATUS_LABELS[status]} (current)` : `Mark ${STATUS_LABELS[status]}`}
            </ActionForm>
          ))}
        </div>
      </section>
      <section aria-labelledby="note-heading" className="mt-8">
        <h3 id="note-heading" className="text-lg font-bold">
          Internal note
        </h3>
        <form method="post" action={ADMIN_FORM.inbox} className="mt-3 space-y-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="action" value="note" />
          <label htmlFor="message-note" className="block text-sm text-slate-700">
            Only the agency sees this note.
          </label>
          <textarea
            id="message-note"
            name="value"
            rows={3}
            maxLength={2000}
            defaultValue={message.note}
            className={inputClasses()}
          />
          <Button type="submit" variant="secondary" size="sm" className="h-11">
            Save note
          </Button>
        </form>
      </section>
      <section aria-labelledby="history-heading" className="mt-8">
        <h3 id="history-heading" className="text-lg font-bold">
          History
        </h3>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No changes yet.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{formatWhen(event.at, office)}</time>
                {` · ${event.actor} · ${event.action}`}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="erase-heading" className="mt-8 rounded-card border border-danger-600/30 p-5">
        <h3 id="erase-heading" className="flex items-center gap-2 text-lg font-bold">
          <UserX aria-hidden="true" className="h-5 w-5 text-danger-700" />
          Erasure request
        </h3>
        <p className="mt-2 text-sm text-slate-700">
          {`When ${message.email} asks to be erased: this deletes every message and newsletter sign-up from that address at once, for good (the trash included). The next page names how many go and asks you to confirm; the erase log keeps only the time and the counts.`}
        </p>
        <form method="post" action={ADMIN_FORM.erase} className="mt-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="erase" />
          <input type="hidden" name="value" value={message.email} />
          <input type="hidden" name="back" value={self} />
          <Button
            type="submit"
            variant="danger"
            size="sm"
            className="h-auto min-h-11 max-w-full py-2 text-left break-all whitespace-normal"
          >
            {`Erase everything from ${message.email}…`}
          </Button>
        </form>
      </section>
    </article>
  );
}
