import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { UiWordsContext } from '../../components/ui/ui-words.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { Checkbox, CollectionNotice } from './consent-box.tsx';
import {
  CONSENT_FIELD,
  CONTACT_LIMITS,
  ELAPSED_FIELD,
  FORM_ID_FIELD,
  HONEYPOT_FIELD,
  LANG_FIELD,
  NEWSLETTER_OPT_IN_FIELD,
  SOURCE_FIELD,
  STARTED_AT_FIELD,
  contactFields,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-schema.ts';
import { submitJson } from './submit-json.ts';
import { typedBeforeHydration } from '../../lib/pre-hydration.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface ContactFormProps {
  /** Prefix for element ids when two forms could share a page. */
  idPrefix?: string;
  /** Initial values and errors from a no-JS round trip (server-rendered page). */
  initialValues?: (Partial<Record<ContactField, string>> & { consent?: boolean; newsletter?: boolean }) | undefined;
  initialErrors?: ContactErrors | undefined;
  /** Shows the success state (after a no-JS post/redirect/get). */
  sent?: boolean | undefined;
  /** A problem with the whole submission from a no-JS round trip (rate limit, storage). */
  formError?: string | undefined;
  /** When the visitor first opened the form (server time), kept across no-JS re-renders. */
  startedAt?: number | undefined;
  /** The page language: posted with the message, and the language of validation messages. */
  lang: Locale;
  /** The page the form sits on, stored with the message so the inbox shows where it came from. */
  source?: string | undefined;
  /** Labels and messages from the page's dictionary (no translation runtime in the island). */
  text: Dictionary['contactForm'];
}

// The toast UI (Radix) loads once the visitor starts on the form, not with the page.
const Toaster = lazy(() => import('../../components/ui/toast.tsx').then((module) => ({ default: module.Toaster })));

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Only the text fields of an echoed no-JS submission (its boxes are kept apart). */
const pickText = (values: ContactFormProps['initialValues']): Partial<ContactValues> =>
  Object.fromEntries(contactFields.flatMap((field) => (values?.[field] === undefined ? [] : [[field, values[field]]])));

/** The contact form: posts without a page load when JavaScript runs, and as a plain form when not. */
export function ContactForm({ idPrefix = 'contact', initialValues, initialErrors, sent = false, formError, startedAt, lang, source, text }: ContactFormProps) {
  const formId = `${idPrefix}-form`;
  // Text typed while the page was still loading is kept when the form hydrates.
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY,
    ...pickText(initialValues),
    ...typedBeforeHydration(Object.fromEntries(contactFields.map((field) => [field, `${idPrefix}-${field}`])) as Record<ContactField, string>),
  }));
  const [errors, setErrors] = useState<ContactErrors>(initialErrors ?? {});
  const [consent, setConsent] = useState(initialValues?.consent ?? false);
  const [newsletter, setNewsletter] = useState(initialValues?.newsletter ?? false);
  const [problem, setProblem] = useState<{ text: string; retry: boolean } | undefined>(formError ? { text: formError, retry: false } : undefined);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [wantsToaster, setWantsToaster] = useState(false);
  const openedAt = useRef(0);
  // When the form was rendered: a no-JS post sends it back, so the server can judge the fill time.
  const [renderedAt] = useState(() => startedAt ?? Date.now());
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The form may hydrate only when the visitor reaches for it: the fill time counts from when the page opened.
    openedAt.current = Math.round(performance.timeOrigin);
  }, []);

  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;

  function focusFirst(fieldErrors: ContactErrors) {
    const first = [...contactFields, CONSENT_FIELD].find((field) => fieldErrors[field as keyof ContactErrors]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  async function send() {
    setWantsToaster(true);
    const boxes = { [CONSENT_FIELD]: consent, [NEWSLETTER_OPT_IN_FIELD]: newsletter };
    const checked = validateContact({ ...values, ...boxes, [LANG_FIELD]: lang });
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
      ...boxes,
      [LANG_FIELD]: lang,
      ...(source ? { [SOURCE_FIELD]: source } : {}),
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      [ELAPSED_FIELD]: Date.now() - openedAt.current,
      [FORM_ID_FIELD]: formId,
    });
    setSending(false);
    if (result.kind === 'ok') {
      // The box only asked for the newsletter: it starts once the reader confirms from the inbox.
      const description = newsletter ? `${text.sentText} ${text.newsletterConfirm}` : text.sentText;
      setValues(EMPTY);
      setConsent(false);
      setNewsletter(false);
      setErrors({});
      openedAt.current = Date.now();
      toast({ title: text.sentTitle, description, tone: 'success' });
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.fieldErrors as ContactErrors);
      focusFirst(result.fieldErrors as ContactErrors);
      return;
    }
    setProblem({ text: result.kind === 'network' ? text.network : result.error, retry: true });
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
    label: text[field],
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
          <p className="font-semibold text-slate-900">{text.sentTitle}</p>
          <p className="text-sm text-slate-700">{text.sentText}</p>
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
        <input type="hidden" name={LANG_FIELD} value={lang} />
        {source && <input type="hidden" name={SOURCE_FIELD} value={source} />}
        <input type="hidden" name={STARTED_AT_FIELD} value={renderedAt} suppressHydrationWarning readOnly />
        <div className="hidden">
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
          <input ref={honeypot} id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...common('name')} autoComplete="name" />
          <TextField {...common('email')} type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField {...common('subject')} />
        <TextAreaField {...common('message')} rows={4} />
        <div className="space-y-3">
          <CollectionNotice id={`${formId}-notice`} text={text.notice} linkText={text.privacyLink} lang={lang} />
          <Checkbox
            id={`${idPrefix}-${CONSENT_FIELD}`}
            name={CONSENT_FIELD}
            label={text.consent}
            checked={consent}
            required
            error={errors.consent}
            describedBy={`${formId}-notice`}
            onChange={(ticked) => {
              setConsent(ticked);
              if (errors.consent) setErrors(({ consent: _cleared, ...rest }) => rest);
            }}
          />
          <Checkbox
            id={`${idPrefix}-${NEWSLETTER_OPT_IN_FIELD}`}
            name={NEWSLETTER_OPT_IN_FIELD}
            label={text.newsletterOptIn}
            checked={newsletter}
            onChange={setNewsletter}
          />
        </div>
        <div id={`${formId}-problem`} role="alert" className="empty:hidden">
          {problem && (
            <div className="flex items-start gap-3 rounded-card border border-danger-600/40 bg-danger-50 p-4">
              <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
              <div className="flex-1">
                <p className="text-sm font-medium text-danger-700">{problem.text}</p>
                {problem.retry && (
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void send()} disabled={sending}>
                    {text.retry}
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? text.sending : text.send}
        </Button>
      </form>
      {wantsToaster && (
        <Suspense fallback={null}>
          <UiWordsContext value={text.ui}>
            <Toaster />
          </UiWordsContext>
        </Suspense>
      )}
    </div>
  );
}
