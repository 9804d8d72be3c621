import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ADMIN_FORM } from './action-paths.ts';

interface SignInFormProps {
  error?: string | undefined;
  signedOut?: boolean;
}

/** Password sign-in for the inbox: a plain form post to the sign-in action, with or without JavaScript. */
export function SignInForm({ error, signedOut = false }: SignInFormProps) {
  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-8">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-control bg-brand-50 text-brand-700"
        >
          <LockKeyhole className="h-6 w-6" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight">Sign in to the inbox</h1>
        <p className="mt-2 text-slate-600">Contact messages and newsletter sign-ups for the Brightlane Digital team.</p>
        {signedOut && !error && (
          <p role="status" className="mt-4 rounded-control bg-success-50 p-3 text-sm font-medium text-success-700">
            You have signed out.
          </p>
        )}
        <form method="post" action={ADMIN_FORM.signIn} className="mt-6 space-y-5">
          <TextField
            id="admin-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            error={error}
          />
          <Button type="submit" size="lg" className="w-full">
            Sign in
          </Button>
        </form>
      </Card>
    </div>
  );
}
