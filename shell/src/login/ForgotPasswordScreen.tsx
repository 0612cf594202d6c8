import { useState } from 'react';
import { apiPath } from '@cobber/web';
import { Button, Field, Input } from '@cobber/ui';
import { AccountMessage, AccountPage, useAccountMessages } from './AccountPage.tsx';

/**
 * 'Forgot Password?': asks for the email and posts it to /api/password-reset, which
 * always answers the same, whether or not the account exists.
 */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const sent = useAccountMessages().notice !== undefined;
  return (
    <AccountPage title="Reset your password">
      <AccountMessage />
      {!sent && (
        <form method="post" action={apiPath('POST /api/password-reset')} className="flex flex-col gap-4">
          <p className="text-sm text-stone-600">Enter the email you sign in with. We'll send a link to choose a new password; it works once, for 30 minutes.</p>
          <Field label="Email">
            <Input
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={email.trim() === ''}>
            Send reset link
          </Button>
        </form>
      )}
    </AccountPage>
  );
}
