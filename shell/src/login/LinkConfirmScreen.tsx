import { apiPath } from '@cobber/web';
import { Button } from '@cobber/ui';
import { AccountMessage, AccountPage, useAccountMessages, useLinkToken } from './AccountPage.tsx';

/**
 * A page a mailed link opens, whose button posts the link's token. A button, not an
 * automatic post: mail scanners that open links must not use up a single-use token.
 */
function LinkConfirmScreen({ title, action, button, explain }: { title: string; action: string; button: string; explain: string }) {
  const token = useLinkToken();
  const done = useAccountMessages().notice !== undefined;
  return (
    <AccountPage title={title}>
      <AccountMessage />
      {!done && token && (
        <form method="post" action={action} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-sm text-stone-600">{explain}</p>
          <Button type="submit">{button}</Button>
        </form>
      )}
    </AccountPage>
  );
}

/** The link mailed at sign-up (outside the embedded default): makes the account and signs in. */
export function FinishSignUpScreen() {
  return (
    <LinkConfirmScreen
      title="Finish signing up"
      action={apiPath('POST /api/signup/finish')}
      button="Finish signing up"
      explain="Your email address is confirmed by this link. Finish to open your new Cobber account."
    />
  );
}

/** The link that confirms an owner's email, so Cobber sends quotes, invoices and receipts for them. */
export function ConfirmEmailScreen() {
  return (
    <LinkConfirmScreen
      title="Confirm your email"
      action={apiPath('POST /api/email-confirmation/confirm')}
      button="Confirm my email"
      explain="Confirm that this email address is yours. Cobber then sends quotes, invoices and receipts to your clients for you."
    />
  );
}
