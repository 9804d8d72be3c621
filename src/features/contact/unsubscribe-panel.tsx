import MailX from 'lucide-react/icons/mail-x';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { fill } from '../../i18n/fill.ts';
import type { UnsubscribeState } from './server/unsubscribe.ts';

interface UnsubscribePanelProps {
  state: UnsubscribeState;
  text: Dictionary['unsubscribe'];
}

/** The question and its one button, or the outcome, confirmed in the page. */
export function UnsubscribePanel({ state, text }: UnsubscribePanelProps) {
  const home = state.lang === 'en' ? '/' : `/${state.lang}/`;
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-card border border-slate-200 bg-white p-8 shadow-sm">
        <MailX aria-hidden="true" className="h-8 w-8 text-brand-600" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{text.title}</h1>
        {state.kind === 'invalid' && <p className="mt-4 text-slate-700">{text.invalid}</p>}
        {state.kind === 'ask' && (
          <form method="post" action="/unsubscribe" className="mt-4 space-y-6">
            <p className="text-slate-700">{fill(text.ask, { email: state.email })}</p>
            <input type="hidden" name="s" value={state.id} />
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
