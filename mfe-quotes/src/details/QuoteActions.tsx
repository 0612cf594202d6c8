import { useState } from 'react';
import { Banknote, Copy, CreditCard, History, Link2, Mail, MessageSquare, Pencil, Receipt } from 'lucide-react';
import { Link, useNavigate } from '@cobber/ui/router';
import { type ApiError } from '@cobber/web';
import { Button, buttonClasses, Card } from '@cobber/ui';
import type { QuoteItem, QuoteWithMoney, SendQuote } from '@cobber/contracts';
import { moneyStatus, parseMoney } from '@cobber/contracts/display';
import { ConfirmEmailNotice, isUnconfirmedEmail } from '@cobber/web/confirm-email-notice';
import { toast } from '@cobber/ui/widgets';
import { isOffline, OFFLINE_SENDING } from '@cobber/web/data';
import { failureToast } from '../common/failureToast.ts';
import { useCreateInvoice, useSendQuote } from '../common/hooks/quotes.ts';
import { DepositDialog } from './DepositDialog.tsx';
import { ActionRow, MoreActions } from './MoreActions.tsx';
import { nextStep } from './nextStep.ts';
import { useClaims } from './useClaims.ts';
import { ResendDialog } from './ResendDialog.tsx';
import { useCopyQuote } from './useCopyQuote.ts';

interface QuoteActionsProps {
  quote: QuoteWithMoney;
  items: QuoteItem[];
  onEdit: () => void;
}

type SendBy = SendQuote['method'];
const SENT_VIA: Record<SendBy, string> = { email: 'Quote sent successfully via email', sms: 'Quote sent successfully via text message' };

/**
 * The quote's next step first (send a draft, send again or share the link of a quote the
 * client has, invoice an accepted one, open its invoice), then Edit and the rest behind
 * More actions: sending the other way, copying, the deposit and the history. A card is
 * taken only while the quote's deposit is still owed: never once paid, nor once invoiced.
 */
export function QuoteActions({ quote, items, onEdit }: QuoteActionsProps) {
  const navigate = useNavigate();
  const sendQuote = useSendQuote(quote.id);
  const copyQuote = useCopyQuote(quote.id);
  const createInvoice = useCreateInvoice(quote.id);
  const [depositOpen, setDepositOpen] = useState(false);
  const [resendBy, setResendBy] = useState<SendBy | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<ApiError | null>(null);
  // A job with claims not cancelled is billed in claims (the same query as the Progress claims card).
  const claims = useClaims(quote.id, { enabled: quote.status === 'approved' && !quote.invoiceId });
  const step = nextStep(quote, { billedInClaims: (claims.data?.claims ?? []).some((claim) => claim.status !== 'cancelled') });
  const money = moneyStatus(quote.money);
  const depositRequested = items.some((item) => item.type === 'deposit');
  const depositPaid = money.depositPaidCents > 0;
  const depositOwed = (money.stage === 'deposit_requested' || money.stage === 'deposit_paid') && money.owedCents > 0;
  const sendVerb = quote.status === 'draft' ? 'Send' : 'Resend';

  function send(by: SendBy) {
    if (isOffline()) return void toast(OFFLINE_SENDING);
    sendQuote.mutate(by, {
      onSuccess: () => toast({ title: 'Quote Sent', description: SENT_VIA[by], variant: 'success' }),
      onError: (failure) => (isUnconfirmedEmail(failure) ? setUnconfirmed(failure) : failureToast('Failed to send quote', failure)),
    });
  }
  // A draft goes at once; a quote the client already has goes again only when the owner says so.
  const askToSend = (by: SendBy) => (quote.status === 'draft' ? send(by) : setResendBy(by));

  function copy() {
    copyQuote.mutate(undefined, {
      onSuccess: (copied) => {
        toast({ title: 'Quote Copied', description: `${copied.quoteNumber ?? 'The copy'} is a new draft for ${copied.clientName}.`, variant: 'success' });
        navigate(`/quote/${copied.id}/details`);
      },
      onError: (failure) => failureToast('Failed to copy quote', failure),
    });
  }

  /** The client's own page, for the owner to paste into a message of their own. */
  async function copyLink() {
    const link = new URL(`/quote/${quote.id}`, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link Copied', description: `Paste it in a message to ${quote.clientName}.`, variant: 'success' });
    } catch {
      toast({ title: 'Copy this link', description: link, variant: 'info' });
    }
  }

  function invoice() {
    createInvoice.mutate(undefined, {
      onSuccess: (created) => {
        toast({
          title: 'Invoice Created',
          description: 'Confirm the details below — update items, payment terms, or due date before sending.',
          variant: 'success',
        });
        navigate(`/invoice/${created.id}`);
      },
      onError: (failure) => failureToast('Failed to create invoice', failure),
    });
  }

  const sendingBy = sendQuote.isPending ? sendQuote.variables : null;
  // A quote the client has goes again the way it can: by email, else by text.
  const leadBy: SendBy = step === 'resend' && !quote.clientEmail && quote.clientId ? 'sms' : 'email';
  const otherWays = (['email', 'sms'] as const).filter((by) => !((step === 'send' || step === 'resend') && by === leadBy));
  const sendButton = (by: SendBy, variant: 'primary' | 'ghost') => (
    <Button
      key={by}
      variant={variant}
      onClick={() => askToSend(by)}
      disabled={(by === 'email' ? !quote.clientEmail : !quote.clientId) || sendQuote.isPending}
    >
      {by === 'email' ? <Mail aria-hidden className="shrink-0" /> : <MessageSquare aria-hidden className="shrink-0" />}
      {sendingBy === by ? 'Sending...' : `${sendVerb} by ${by === 'email' ? 'email' : 'text'}`}
    </Button>
  );
  const copyButton = (variant: 'primary' | 'ghost') => (
    <Button variant={variant} onClick={copy} disabled={copyQuote.isPending}>
      <Copy aria-hidden className="shrink-0" />
      {copyQuote.isPending ? 'Copying...' : 'Copy quote'}
    </Button>
  );
  const invoiceButton = (variant: 'primary' | 'ghost') => (
    <Button variant={variant} onClick={invoice} disabled={createInvoice.isPending}>
      <Receipt aria-hidden />
      {createInvoice.isPending ? 'Creating Invoice...' : 'Create Invoice'}
    </Button>
  );

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="sr-only">Next step</h2>
      {step === 'send' && sendButton('email', 'primary')}
      {step === 'resend' && (
        <ActionRow>
          {sendButton(leadBy, 'primary')}
          <Button variant="outline" onClick={() => void copyLink()}>
            <Link2 aria-hidden className="shrink-0" />
            Copy link
          </Button>
        </ActionRow>
      )}
      {step === 'create_invoice' && invoiceButton('primary')}
      {step === 'claims' && <p className="text-sm text-stone-600">This job is billed in progress claims: make the next claim under Progress claims.</p>}
      {step === 'view_invoice' && (
        <Link to={`/invoice/${quote.invoiceId}`} className={buttonClasses('primary')}>
          <Receipt aria-hidden />
          View Invoice
        </Link>
      )}
      {step === 'copy' && copyButton('primary')}
      {step === 'send' && !quote.clientEmail && <p className="text-sm text-stone-600">Add the client's email to send this quote.</p>}
      {unconfirmed && <ConfirmEmailNotice refusal={unconfirmed} />}
      <MoreActions
        beside={
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden className="shrink-0" />
            Edit
          </Button>
        }
      >
        {otherWays.map((by) => sendButton(by, 'ghost'))}
        {step !== 'copy' && copyButton('ghost')}
        {step !== 'create_invoice' && step !== 'claims' && !quote.invoiceId && invoiceButton('ghost')}
        {!depositPaid && (
          <Button variant="ghost" onClick={() => setDepositOpen(true)} disabled={depositRequested}>
            <Banknote aria-hidden />
            {depositRequested ? 'Deposit Already Requested' : 'Request Deposit'}
          </Button>
        )}
        {depositOwed && (
          <Link to={`/quote/${quote.id}/deposit`} className={buttonClasses('ghost')}>
            <CreditCard aria-hidden />
            Take the deposit by card now
          </Link>
        )}
        <Link to={`/quote/${quote.id}/history`} className={buttonClasses('ghost')}>
          <History aria-hidden />
          View History
        </Link>
      </MoreActions>
      <ResendDialog
        status={quote.status}
        clientName={quote.clientName}
        by={resendBy ?? 'email'}
        open={resendBy !== null}
        onOpenChange={(open) => !open && setResendBy(null)}
        onSend={() => resendBy && send(resendBy)}
      />
      <DepositDialog quote={quote} totalCents={parseMoney(quote.totalAmount)} open={depositOpen} onOpenChange={setDepositOpen} />
    </Card>
  );
}
