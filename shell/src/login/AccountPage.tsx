import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@cobber/ui/router';
import { Card, Logo } from '@cobber/ui';
import { loginMessage } from '@cobber/contracts/login-messages';

/**
 * What the gateway said after a form post, by the codes in the address (`?notice=`,
 * `?error=`): only a text Cobber knows, so a link cannot put its own words on the page.
 */
export function useAccountMessages(): { error: string | undefined; notice: string | undefined } {
  const [params] = useSearchParams();
  return { error: loginMessage(params.get('error')), notice: loginMessage(params.get('notice')) };
}

/** The gateway's message after a form post, shown above the form. */
export function AccountMessage() {
  const { error, notice } = useAccountMessages();
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-700">
        {error}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800">
      {notice}
    </p>
  );
}

/** A signed-out account page (password reset, finishing a sign-up, confirming an email), laid out like the login screen. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-5 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo className="text-3xl" />
        <h1 className="text-xl font-bold">{title}</h1>
      </div>
      <Card className="flex flex-col gap-4 p-5">{children}</Card>
      <Link to="/" className="text-center text-sm font-medium text-accent">
        Back to Cobber
      </Link>
    </main>
  );
}

/** The single-use token of the link this page was opened from. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}
