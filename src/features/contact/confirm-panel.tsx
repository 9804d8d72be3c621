import MailCheck from 'lucide-react/icons/mail-check';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { fill } from '../../i18n/fill.ts';
import type { ConfirmState } from './server/confirm-subscription.ts';
import { CONFIRM_PATH } from './server/confirm-token.ts';

interface ConfirmPanelProps {
  state: Exclude<ConfirmState, { kind: 'too-large' }>;
  text: Dictionary['confirmSubscription'];
}

/** The newsletter confirmation: the question and its one button, or the outcome. */
export function ConfirmPanel({ state, text }: ConfirmPanelProps) {
  const home = state.lang === 'en' ? '/' : `/${state.lang}/`;
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-card border border-slate-200 bg-white p-8 shadow-sm">
        <MailCheck aria-hidden="true" className="h-8 w-8 text-brand-600" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{text.title}</h1>
        {state.kind === 'invalid' && <p className="mt-4 text-slate-700">{text.invalid}</p>}
        {state.kind === 'expired' && (
          <p className="mt-4 text-slate-700">{fill(text.expired, { email: state.email })}</p>
        )}
        {state.kind === 'ask' && (
          <form method="post" action={CONFIRM_PATH} className="mt-4 space-y-6">
            <p className="text-slate-700">{fill(text.ask, { email: state.email })}</p>
            <input type="hidden" name="r" value={state.id} />
            <input type="hidden" name="t" value={state.token} />
            <Button type="submit" size="lg">
              {text.button}
            </Button>
          </form>
        )}
        {(state.kind === 'done' || state.kind === 'already') && (
          <p role="status" className="mt-4 font-medium text-success-700">
            {fill(state.kind === 'done' ? text.done : text.already, { email: state.email })}
          </p>
        )}
        <ButtonLink href={home} variant="outline" className="mt-8">
          {text.home}
        </ButtonLink>
      </div>
    </section>
  );
}
