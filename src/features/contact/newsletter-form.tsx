import { useRef, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import {
  CONSENT_FIELD,
  CONTACT_LIMITS,
  FORM_ID_FIELD,
  HONEYPOT_FIELD,
  LANG_FIELD,
  SOURCE_FIELD,
  validateNewsletter,
} from './contact-schema.ts';
import { Checkbox, CollectionNotice } from './consent-box.tsx';
import { submitJson } from './submit-json.ts';
import { useKeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '../../lib/locales.ts';
import { Icon } from '../../components/ui/icon.tsx';

export interface NewsletterFormProps {
  idPrefix?: string;
  /** Visual style: on a dark band or a light card. */
  tone?: 'light' | 'dark';
  lang: Locale;
  /** The page the box sits on, stored with the sign-up as part of its consent record. */
  source?: string | undefined;
  text: Dictionary['newsletter'];
  /** The e-mail field's label where a page has more than one box (the footer's and an article's). */
  emailLabel?: string | undefined;
  /** Where the form posts without JavaScript: the public endpoint, or the newsletter action on a page rendered on demand. */
  action?: string;
}

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The 'Subscribe Now' box. With JavaScript it answers in place; without, the server redirects
 * back to the page with #<id>-<outcome>, and the matching message shows through CSS :target.
 */
export function NewsletterForm({
  idPrefix = 'newsletter',
  tone = 'light',
  lang,
  source,
  text,
  emailLabel,
  action = '/api/newsletter',
}: NewsletterFormProps) {
  const INVALID = text.invalid;
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [sending, setSending] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  // Not `${idPrefix}-consent`: that id belongs to the no-JS "please tick the box" message below.
  const consentId = `${idPrefix}-agree`;
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const formId = `${idPrefix}-form`;
  // An address typed or the box ticked while the page was still loading is kept when the form hydrates.
  useKeepEarlyInput(() => globalThis.document?.getElementById(formId));

  const dark = tone === 'dark';
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  const messageTone = (kind: Outcome['tone']) =>
    kind === 'success' ? (dark ? 'text-white' : 'text-success-700') : dark ? 'text-white' : 'text-danger-700';

  async function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (sending) return;
    const checked = validateNewsletter({ email, [CONSENT_FIELD]: consent, [LANG_FIELD]: lang });
    if (!checked.ok) {
      setConsentError(checked.errors.consent);
      if (checked.errors.email) {
        setOutcome({ tone: 'error', text: checked.errors.email });
        input.current?.focus();
      } else {
        setOutcome(undefined);
        document.getElementById(consentId)?.focus();
      }
      return;
    }
    setSending(true);
    const result = await submitJson('/api/newsletter', {
      email,
      [CONSENT_FIELD]: consent,
      [LANG_FIELD]: lang,
      ...(source ? { [SOURCE_FIELD]: source } : {}),
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      [FORM_ID_FIELD]: idPrefix,
    });
    setSending(false);
    if (result.kind === 'ok') {
      setEmail('');
      setConsent(false);
      setOutcome({ tone: 'success', text: text.success });
    } else {
      setOutcome({
        tone: 'error',
        text:
          result.kind === 'network'
            ? text.network
            : result.kind === 'invalid'
              ? (result.fieldErrors['email'] ?? INVALID)
              : result.error,
      });
      if (result.kind === 'invalid') input.current?.focus();
    }
  }

  const invalid = outcome?.tone === 'error';
  const noScriptMessages: [string, Outcome][] = [
    ['check-inbox', { tone: 'success', text: text.success }],
    ['invalid', { tone: 'error', text: INVALID }],
    ['consent', { tone: 'error', text: text.consentMissing }],
    ['retry', { tone: 'error', text: text.retry }],
  ];

  return (
    <div>
      {/* Above the form: the redirect's fragment scrolls here, and the form follows it on screen. */}
      {!outcome &&
        noScriptMessages.map(([key, message]) => (
          <p
            key={key}
            id={`${idPrefix}-${key}`}
            tabIndex={-1}
            className={`mb-3 hidden text-sm font-medium target:block focus:outline-none ${messageTone(message.tone)}`}
          >
            {message.text}
          </p>
        ))}
      <form
        id={formId}
        method="post"
        action={action}
        noValidate={hydrated}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name={FORM_ID_FIELD} value={idPrefix} />
        <input type="hidden" name={LANG_FIELD} value={lang} />
        {source && <input type="hidden" name={SOURCE_FIELD} value={source} />}
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
        <label htmlFor={inputId} className="sr-only">
          {emailLabel ?? text.email}
        </label>
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          placeholder={text.placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (invalid) setOutcome(undefined);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={outcome ? messageId : undefined}
          className={inputClasses('h-12')}
        />
        <CollectionNotice
          id={`${idPrefix}-notice`}
          text={text.notice}
          linkText={text.privacyLink}
          lang={lang}
          dark={dark}
        />
        <Checkbox
          id={consentId}
          name={CONSENT_FIELD}
          label={text.consent}
          checked={consent}
          required
          dark={dark}
          error={consentError}
          describedBy={`${idPrefix}-notice`}
          onChange={(ticked) => {
            setConsent(ticked);
            setConsentError(undefined);
          }}
        />
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses(dark ? 'inverse' : 'primary', 'lg', 'shrink-0 self-start')}
        >
          <Icon name="mail" className="h-4 w-4" />
          {sending ? text.subscribing : text.subscribe}
        </button>
      </form>
      <p
        id={messageId}
        role="status"
        className={`mt-3 text-sm font-medium empty:hidden ${outcome ? messageTone(outcome.tone) : ''}`}
      >
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
