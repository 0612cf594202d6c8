import { useState } from 'react';
import { Banknote, Copy, CreditCard, History, Mail, MessageSquare, Pencil, Receipt } from 'lucide-react';
import { Link, useNavigate } from '@cobber/ui/router';
import { moneyStatus, parseMoney, type QuoteItem, type QuoteWithMoney, type SendQuote } from '@cobber/contracts';
import { Button, buttonClasses, Card, type ApiError } from '@cobber/ui';
import { ConfirmEmailNotice, isUnconfirmedEmail, toast } from '@cobber/ui/widgets';
import { isOffline, OFFLINE_SENDING } from '@cobber/ui/data';
import { failureToast } from '../common/failureToast.ts';
import { useCreateInvoice, useSendQuote } from '../common/hooks/quotes.ts';
import { DepositDialog } from './DepositDialog.tsx';
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
 * Edit, Copy, Send by email or by text (asking first when the client already has it),
 * Create or View Invoice, the deposit request and the history (spec §2, issue 17). A card
 * payment is offered only while the quote's deposit is still owed (issue 19): never once
 * paid, nor once invoiced.
 */
export function QuoteActions({ quote, items, onEdit }: QuoteActionsProps) {
  const navigate = useNavigate();
  const sendQuote = useSendQuote(quote.id);
  const copyQuote = useCopyQuote(quote.id);
  const createInvoice = useCreateInvoice(quote.id);
  const [depositOpen, setDepositOpen] = useState(false);
  const [resendBy, setResendBy] = useState<SendBy | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<ApiError | null>(null);
  const depositRequested = items.some((item) => item.type === 'deposit');
  const money = moneyStatus(quote.money);
  const depositOwed = (money.stage === 'deposit_requested' || money.stage === 'deposit_paid') && money.owedCents > 0;

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
  return (
    <Card className="flex flex-col gap-3">
      {/* Two a row on a phone: the icons keep their size where the words fill the button. */}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden className="shrink-0" />
          Edit
        </Button>
        <Button variant="outline" onClick={copy} disabled={copyQuote.isPending}>
          <Copy aria-hidden className="shrink-0" />
          {copyQuote.isPending ? 'Copying...' : 'Copy quote'}
        </Button>
        <Button onClick={() => askToSend('email')} disabled={!quote.clientEmail || sendQuote.isPending}>
          <Mail aria-hidden className="shrink-0" />
          {sendingBy === 'email' ? 'Sending...' : 'Send by email'}
        </Button>
        <Button onClick={() => askToSend('sms')} disabled={!quote.clientId || sendQuote.isPending}>
          <MessageSquare aria-hidden className="shrink-0" />
          {sendingBy === 'sms' ? 'Sending...' : 'Send by text'}
        </Button>
      </div>
      {!quote.clientEmail && <p className="text-sm text-stone-500">Add the client's email to send this quote.</p>}
      {unconfirmed && <ConfirmEmailNotice refusal={unconfirmed} />}
      {quote.invoiceId ? (
        <Link to={`/invoice/${quote.invoiceId}`} className={buttonClasses('secondary')}>
          <Receipt aria-hidden />
          View Invoice
        </Link>
      ) : (
        <Button variant="secondary" onClick={invoice} disabled={createInvoice.isPending}>
          <Receipt aria-hidden />
          {createInvoice.isPending ? 'Creating Invoice...' : 'Create Invoice'}
        </Button>
      )}
      <Button variant="outline" onClick={() => setDepositOpen(true)} disabled={depositRequested}>
        <Banknote aria-hidden />
        {depositRequested ? 'Deposit Already Requested' : 'Request Deposit'}
      </Button>
      {depositOwed && (
        <Link to={`/quote/${quote.id}/deposit`} className={buttonClasses('primary')}>
          <CreditCard aria-hidden />
          Pay Deposit by Card
        </Link>
      )}
      <Link to={`/quote/${quote.id}/history`} className={buttonClasses('ghost')}>
        <History aria-hidden />
        View History
      </Link>
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
