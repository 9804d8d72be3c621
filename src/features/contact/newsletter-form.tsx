import { useEffect, useRef, useState } from 'react';
import { Mail } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { CONTACT_LIMITS, FORM_ID_FIELD, HONEYPOT_FIELD, NEWSLETTER_SUCCESS, validateNewsletter } from './contact-schema.ts';
import { submitJson } from './submit-json.ts';
import { typedBeforeHydration } from '../../lib/pre-hydration.ts';

export interface NewsletterFormProps {
  idPrefix?: string;
  /** Visual style: on a dark band or a light card. */
  tone?: 'light' | 'dark';
}

const INVALID = 'Please enter a valid email address, like name@example.com.';
const RETRY = "We couldn't add you just now. Please try again in a few minutes.";
const NETWORK = "We couldn't reach our server, so you're not subscribed yet. Check your connection and try again.";

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The 'Subscribe Now' box. With JavaScript it answers in place; without, the server redirects
 * back to the page with #<id>-<outcome>, and the matching message shows through CSS :target.
 */
export function NewsletterForm({ idPrefix = 'newsletter', tone = 'light' }: NewsletterFormProps) {
  // An address typed while the page was still loading is kept when the form hydrates.
  const [email, setEmail] = useState(() => typedBeforeHydration({ email: `${idPrefix}-email` }).email ?? '');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [sending, setSending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);

  const dark = tone === 'dark';
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  const messageTone = (kind: Outcome['tone']) => (kind === 'success' ? (dark ? 'text-white' : 'text-success-700') : dark ? 'text-white' : 'text-danger-700');

  async function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (sending) return;
    const checked = validateNewsletter({ email });
    if (!checked.ok) {
      setOutcome({ tone: 'error', text: checked.errors.email ?? INVALID });
      input.current?.focus();
      return;
    }
    setSending(true);
    const result = await submitJson('/api/newsletter', { email, [HONEYPOT_FIELD]: honeypot.current?.value ?? '', [FORM_ID_FIELD]: idPrefix });
    setSending(false);
    if (result.kind === 'ok') {
      setEmail('');
      setOutcome({ tone: 'success', text: NEWSLETTER_SUCCESS });
    } else {
      setOutcome({
        tone: 'error',
        text: result.kind === 'network' ? NETWORK : result.kind === 'invalid' ? (result.fieldErrors['email'] ?? INVALID) : result.error,
      });
      if (result.kind === 'invalid') input.current?.focus();
    }
  }

  const invalid = outcome?.tone === 'error';
  const noScriptMessages: [string, Outcome][] = [
    ['subscribed', { tone: 'success', text: NEWSLETTER_SUCCESS }],
    ['invalid', { tone: 'error', text: INVALID }],
    ['retry', { tone: 'error', text: RETRY }],
  ];

  return (
    <div>
      <form method="post" action="/api/newsletter" noValidate={hydrated} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name={FORM_ID_FIELD} value={idPrefix} />
        <div className="hidden">
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input ref={honeypot} id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label htmlFor={inputId} className="sr-only">
          Email address
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
          placeholder="you@company.com"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (invalid) setOutcome(undefined);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={outcome ? messageId : undefined}
          className={inputClasses('h-12 sm:flex-1')}
        />
        <button type="submit" disabled={sending} className={buttonClasses(dark ? 'inverse' : 'primary', 'lg', 'shrink-0')}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {sending ? 'Subscribing…' : 'Subscribe Now'}
        </button>
      </form>
      <p id={messageId} role="status" className={`mt-3 text-sm font-medium empty:hidden ${outcome ? messageTone(outcome.tone) : ''}`}>
        {outcome?.text ?? ''}
      </p>
      {!outcome &&
        noScriptMessages.map(([key, message]) => (
          <p key={key} id={`${idPrefix}-${key}`} className={`mt-3 hidden text-sm font-medium target:block ${messageTone(message.tone)}`}>
            {message.text}
          </p>
        ))}
    </div>
  );
}
