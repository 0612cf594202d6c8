import { useState } from 'react';
import { apiPath } from '@cobber/web';
import { Button, Field } from '@cobber/ui';
import { AccountMessage, AccountPage, useLinkToken } from './AccountPage.tsx';
import { PasswordInput } from './PasswordInput.tsx';

/** As at sign-up (contracts `NewPassword`). */
const MIN_PASSWORD = 8;

/**
 * The page a reset link opens: a new password, posted with the link's token to
 * /api/password-reset/confirm, which signs every other session out and this one in.
 */
export function ResetPasswordScreen() {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const tooShort = password.length > 0 && password.length < MIN_PASSWORD;
  return (
    <AccountPage title="Choose a new password">
      <AccountMessage />
      <form method="post" action={apiPath('POST /api/password-reset/confirm')} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Field label="New password" error={tooShort ? `Password must be at least ${MIN_PASSWORD} characters` : undefined}>
          <PasswordInput name="password" autoComplete="new-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <p className="text-sm text-stone-600">Every other device signed in to your account is signed out.</p>
        <Button type="submit" disabled={password.length < MIN_PASSWORD}>
          Save password and log in
        </Button>
      </form>
    </AccountPage>
  );
}
