import UserX from 'lucide-react/icons/user-x';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { plural } from './admin-notice.tsx';
import { ADMIN_FORM } from './action-paths.ts';

interface EraseConfirmProps {
  email: string;
  messages: number;
  subscribers: number;
  /** The counts the erasure runs with (it is asked again if they change meanwhile). */
  token: string;
  back: string;
  csrf: string;
}

/** The second step of an erasure: names what will go and runs only on an explicit confirmation. */
export function EraseConfirm({ email, messages, subscribers, token, back, csrf }: EraseConfirmProps) {
  const nothing = messages === 0 && subscribers === 0;
  return (
    <section aria-labelledby="erase-confirm-heading">
      <Card className="p-5 sm:p-8">
        <h2 id="erase-confirm-heading" className="flex items-center gap-2 text-xl font-bold">
          <UserX aria-hidden="true" className="h-5 w-5 text-danger-700" />
          {`Erase everything from ${email}?`}
        </h2>
        {nothing ? (
          <p className="mt-3 text-slate-700">
            Nothing is stored for that address: no message and no newsletter sign-up.
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              {`This deletes ${plural(messages, 'message')} (the trash included) and ${plural(subscribers, 'newsletter sign-up')} with their consent records, for good. It cannot be undone.`}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              The erase log keeps only the time and these two counts, never the address.
            </p>
          </>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {!nothing && (
            <form method="post" action={ADMIN_FORM.erase}>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="action" value="erase" />
              <input type="hidden" name="value" value={email} />
              <input type="hidden" name="confirm" value={token} />
              <input type="hidden" name="back" value={back} />
              <Button type="submit" variant="danger" size="sm" className="h-11">
                {`Erase ${plural(messages, 'message')} and ${plural(subscribers, 'sign-up')}`}
              </Button>
            </form>
          )}
          <ButtonLink href={back} variant="outline" size="sm" className="h-11">
            {nothing ? 'Go back' : 'Cancel, keep everything'}
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}
