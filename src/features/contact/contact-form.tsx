import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
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
  PHONE_FIELD,
  REPLY_BY_FIELD,
  SOURCE_FIELD,
  STARTED_AT_FIELD,
  contactFields,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-schema.ts';
import { submitJson } from './submit-json.ts';
import { REPLY_CHANNELS, type ReplyChannel } from './phone.ts';
import { useKeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { defaultLocale, type Locale } from '../../lib/locales.ts';
import { PLAN_LINK_FIELD, PLAN_REGION_ID, PLAN_SUMMARY_FIELD } from '../../lib/plan-handoff.ts';
import { Icon } from '../../components/ui/icon.tsx';

export interface ContactFormProps {
  /** Prefix for element ids when two forms could share a page. */
  idPrefix?: string;
  /** Initial values and errors from a no-JS round trip (server-rendered page). */
  initialValues?:
    | (Partial<Record<ContactField, string>> & {
        consent?: boolean;
        newsletter?: boolean;
        phone?: string;
        replyBy?: ReplyChannel;
      })
    | undefined;
  initialErrors?: ContactErrors | undefined;
  /** Shows the success state (after a no-JS post/redirect/get). */
  sent?: boolean | undefined;
  /** The channel a no-JS send asked for (from the address it was redirected to). */
  sentVia?: ReplyChannel | undefined;
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
export function ContactForm({
  idPrefix = 'contact',
  initialValues,
  initialErrors,
  sent = false,
  sentVia,
  formError,
  startedAt,
  lang,
  source,
  text,
}: ContactFormProps) {
  const formId = `${idPrefix}-form`;
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...pickText(initialValues) }));
  // What was typed, ticked or chosen while the page was still loading is kept when the form hydrates.
  useKeepEarlyInput(() => globalThis.document?.getElementById(formId));
  const [errors, setErrors] = useState<ContactErrors>(initialErrors ?? {});
  const [consent, setConsent] = useState(initialValues?.consent ?? false);
  const [newsletter, setNewsletter] = useState(initialValues?.newsletter ?? false);
  const [phone, setPhone] = useState(initialValues?.phone ?? '');
  const [replyBy, setReplyBy] = useState<ReplyChannel>(initialValues?.replyBy ?? 'email');
  // After a send the form gives way to a panel that stays until the visitor asks for a new form.
  const [done, setDone] = useState<
    { channel: ReplyChannel; email: string; phone: string; newsletter: boolean } | undefined
  >();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<{ text: string; retry: boolean } | undefined>(
    formError ? { text: formError, retry: false } : undefined,
  );
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

  const fieldId = (field: ContactField | typeof PHONE_FIELD) => `${idPrefix}-${field}`;
  // How the panel names the channel the reply will come by.
  const channelText = (sentTo: { channel: ReplyChannel; email: string; phone: string }) =>
    text.sentChannels[sentTo.channel].replace('{email}', sentTo.email).replace('{phone}', sentTo.phone);

  function focusFirst(fieldErrors: ContactErrors) {
    const first = [...contactFields, PHONE_FIELD, CONSENT_FIELD].find(
      (field) => fieldErrors[field as keyof ContactErrors],
    );
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  async function send() {
    setWantsToaster(true);
    const boxes = {
      [CONSENT_FIELD]: consent,
      [NEWSLETTER_OPT_IN_FIELD]: newsletter,
      [PHONE_FIELD]: phone,
      [REPLY_BY_FIELD]: replyBy,
    };
    const checked = validateContact({ ...values, ...boxes, [LANG_FIELD]: lang });
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(undefined);
      focusFirst(checked.errors);
      return;
    }
    setSending(true);
    setProblem(undefined);
    // A plan a tool attached: its hidden fields sit outside the form (server-rendered) but belong to it.
    const posted = new FormData(document.getElementById(formId) as HTMLFormElement);
    const plan = {
      [PLAN_LINK_FIELD]: posted.get(PLAN_LINK_FIELD) ?? undefined,
      [PLAN_SUMMARY_FIELD]: posted.get(PLAN_SUMMARY_FIELD) ?? undefined,
    };
    const result = await submitJson('/api/contact', {
      ...values,
      ...boxes,
      ...plan,
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
      setDone({ channel: replyBy, email: values.email.trim(), phone: phone.trim(), newsletter });
      setValues(EMPTY);
      setConsent(false);
      setNewsletter(false);
      setPhone('');
      setReplyBy('email');
      // The plan went with the message: a new one starts without it, and a reload does not bring it back.
      if (plan[PLAN_LINK_FIELD] !== undefined) {
        document.getElementById(PLAN_REGION_ID)?.remove();
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
      setErrors({});
      openedAt.current = Date.now();
      toast({ title: text.sentTitle, description, tone: 'success' });
      return;
    }
    if (result.kind === 'invalid') {
      // A refused plan is about the whole message: said where the form's other problems are.
      if (result.fieldErrors['plan']) setProblem({ text: result.fieldErrors['plan'], retry: false });
      setErrors(result.fieldErrors as ContactErrors);
      focusFirst(result.fieldErrors as ContactErrors);
      return;
    }
    setProblem({ text: result.kind === 'network' ? text.network : result.error, retry: true });
  }

  useEffect(() => {
    if (done) panelHeading.current?.focus();
  }, [done]);

  function sendAnother() {
    setDone(undefined);
    // The form is back on the next render: the first field takes the focus.
    requestAnimationFrame(() => document.getElementById(fieldId('name'))?.focus());
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
        className={`${sent || done ? 'flex' : 'hidden target:flex'} mb-6 items-start gap-3 rounded-card border border-success-600/30 bg-success-50 p-4 sm:p-6`}
      >
        <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-success-700" />
        <div>
          <h2 ref={panelHeading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            {text.sentTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{text.sentText}</p>
          <p className="mt-2 text-sm text-slate-700">
            {text.sentNext.replace(
              '{channel}',
              done ? channelText(done) : sentVia ? text.sentVia[sentVia] : text.sentChannelChosen,
            )}
          </p>
          {done?.newsletter && <p className="mt-2 text-sm text-slate-700">{text.newsletterConfirm}</p>}
          {done ? (
            <Button variant="outline" size="sm" className="mt-4" onClick={sendAnother}>
              {text.sentAnother}
            </Button>
          ) : (
            <a
              href={sent ? `?#${formId}` : `#${formId}`}
              className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {text.sentAnother}
            </a>
          )}
        </div>
      </div>
      <form
        id={formId}
        method="post"
        // Without JavaScript: the contact action on the contact page, which is rendered on demand.
        action={`${lang === defaultLocale ? '' : `/${lang}`}/contact?_action=contact`}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={() => setWantsToaster(true)}
        aria-describedby={problem ? `${formId}-problem` : undefined}
        hidden={done !== undefined}
        // Without JavaScript the panel is the address's target after a send: the form gives way to it.
        className={`space-y-5 ${sent ? 'hidden' : '[:target+&]:hidden'}`}
      >
        <input type="hidden" name={FORM_ID_FIELD} value={formId} />
        <input type="hidden" name={LANG_FIELD} value={lang} />
        {source && <input type="hidden" name={SOURCE_FIELD} value={source} />}
        <input type="hidden" name={STARTED_AT_FIELD} value={renderedAt} suppressHydrationWarning readOnly />
        <div className="hidden">
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
          <input
            ref={honeypot}
            id={`${idPrefix}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...common('name')} autoComplete="name" />
          <TextField {...common('email')} type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField {...common('subject')} />
        <TextAreaField {...common('message')} rows={4} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId(PHONE_FIELD)}
            name={PHONE_FIELD}
            label={text.phone}
            hint={text.phoneHint}
            value={phone}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
              if (errors.phone) setErrors(({ phone: _cleared, ...rest }) => rest);
            }}
          />
          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-slate-800">{text.replyBy}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {REPLY_CHANNELS.map((channel) => (
                <label key={channel} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={REPLY_BY_FIELD}
                    value={channel}
                    checked={replyBy === channel}
                    onChange={() => {
                      setReplyBy(channel);
                      if (errors.phone) setErrors(({ phone: _cleared, ...rest }) => rest);
                    }}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {text.replyChannels[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
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
              <Icon name="circle-exclamation-point" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
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
          <Icon name="send" className="h-4 w-4" />
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
