import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { ErrorCode } from '@cobber/contracts/display';
import { ApiError } from './api.ts';
import { api } from './api-client.ts';
import { Button } from '@cobber/ui';

/** Whether a send was refused because the owner has not confirmed their email yet (403). */
export function isUnconfirmedEmail(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.emailUnconfirmed;
}

/**
 * Under a send button refused for an unconfirmed email: why (the server's message), and
 * a button that mails the confirmation link again.
 */
export function ConfirmEmailNotice({ refusal }: { refusal: ApiError }) {
  const [state, setState] = useState<{ sending: boolean; answer: string | null }>({ sending: false, answer: null });

  async function resend() {
    setState({ sending: true, answer: null });
    try {
      const { message } = await api('POST /api/email-confirmation');
      setState({ sending: false, answer: message });
    } catch (error) {
      setState({ sending: false, answer: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The email could not be sent. Please try again.' });
    }
  }

  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
      <p>{refusal.serverMessage}</p>
      {state.answer ? (
        <p className="font-medium">{state.answer}</p>
      ) : (
        <Button variant="outline" size="sm" onClick={resend} disabled={state.sending}>
          <MailCheck aria-hidden />
          {state.sending ? 'Sending...' : 'Resend confirmation email'}
        </Button>
      )}
    </div>
  );
}
