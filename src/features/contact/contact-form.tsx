import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS,
  ELAPSED_FIELD,
  FORM_ID_FIELD,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  contactFields,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-schema.ts';
import { submitJson } from './submit-json.ts';
import { typedBeforeHydration } from '../../lib/pre-hydration.ts';

export interface ContactFormProps {
  /** Prefix for element ids when two forms could share a page. */
  idPrefix?: string;
  /** Initial values and errors from a no-JS round trip (server-rendered page). */
  initialValues?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> | undefined;
  initialErrors?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> | undefined;
  /** Shows the success state (after a no-JS post/redirect/get). */
  sent?: boolean | undefined;
  /** A problem with the whole submission from a no-JS round trip (rate limit, storage). */
  formError?: string | undefined;
  /** When the visitor first opened the form (server time), kept across no-JS re-renders. */
  startedAt?: number | undefined;
}

// The toast UI (Radix) loads once the visitor starts on the form, not with the page.
const Toaster = lazy(() => import('../../components/ui/toast.tsx').then((module) => ({ default: module.Toaster })));

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const NETWORK_ERROR = "We couldn't reach our server, so your message has not been sent yet. Your text is still here: check your connection and try again.";

const labels: Record<ContactField, string> = { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' };

/** The contact form: posts without a page load when JavaScript runs, and as a plain form when not. */
export function ContactForm({ idPrefix = 'contact', initialValues, initialErrors, sent = false, formError, startedAt }: ContactFormProps) {
  const formId = `${idPrefix}-form`;
  // Text typed while the page was still loading is kept when the form hydrates.
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY,
    ...initialValues,
    ...typedBeforeHydration(Object.fromEntries(contactFields.map((field) => [field, `${idPrefix}-${field}`])) as Record<ContactField, string>),
  }));
  const [errors, setErrors] = useState<ContactErrors>(initialErrors ?? {});
  const [problem, setProblem] = useState<{ text: string; retry: boolean } | undefined>(formError ? { text: formError, retry: false } : undefined);
  const [sending, setSending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [wantsToaster, setWantsToaster] = useState(false);
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
    setHydrated(true);
  }, []);

  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;

  function focusFirst(fieldErrors: ContactErrors) {
    const first = contactFields.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function send() {
    setWantsToaster(true);
    const checked = validateContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(undefined);
      focusFirst(checked.errors);
      return;
    }
    setSending(true);
    setProblem(undefined);
    const result = await submitJson('/api/contact', {
      ...values,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      [ELAPSED_FIELD]: Date.now() - openedAt.current,
      [FORM_ID_FIELD]: formId,
    });
    setSending(false);
    if (result.kind === 'ok') {
      setValues(EMPTY);
      setErrors({});
      openedAt.current = Date.now();
      toast({ title: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.description, tone: 'success' });
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.fieldErrors as ContactErrors);
      focusFirst(result.fieldErrors as ContactErrors);
      return;
    }
    setProblem({ text: result.kind === 'network' ? NETWORK_ERROR : result.error, retry: true });
  }

  function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!sending) void send();
  }

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const common = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    label: labels[field],
    value: values[field],
    error: errors[field],
    required: true,
    maxLength: CONTACT_LIMITS[field],
    onChange: (event: { currentTarget: { value: string } }) => update(field, event.currentTarget.value),
  });

  return (
    <div>
      <div
        id={`${formId}-sent`}
        role="status"
        className={`${sent ? 'flex' : 'hidden target:flex'} mb-6 items-start gap-3 rounded-card border border-success-600/30 bg-success-50 p-4`}
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success-700" />
        <div>
          <p className="font-semibold text-slate-900">{CONTACT_SUCCESS.title}</p>
          <p className="text-sm text-slate-700">{CONTACT_SUCCESS.description}</p>
        </div>
      </div>
      <form
        id={formId}
        method="post"
        action="/api/contact"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={() => setWantsToaster(true)}
        aria-describedby={problem ? `${formId}-problem` : undefined}
        className="space-y-5"
      >
        <input type="hidden" name={FORM_ID_FIELD} value={formId} />
        <input type="hidden" name={STARTED_AT_FIELD} value={startedAt ?? Date.now()} suppressHydrationWarning readOnly />
        <div className="hidden">
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input ref={honeypot} id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...common('name')} autoComplete="name" />
          <TextField {...common('email')} type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField {...common('subject')} />
        <TextAreaField {...common('message')} rows={4} />
        <div id={`${formId}-problem`} role="alert" className="empty:hidden">
          {problem && (
            <div className="flex items-start gap-3 rounded-card border border-danger-600/40 bg-danger-50 p-4">
              <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
              <div className="flex-1">
                <p className="text-sm font-medium text-danger-700">{problem.text}</p>
                {problem.retry && (
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void send()} disabled={sending}>
                    Try again
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </form>
      {wantsToaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
