import { useState, type ReactNode } from 'react';
import type { PublicQuoteResponse, QuoteStatus } from '@cobber/contracts';
import { buttonClasses, Card, CardTitle } from '@cobber/ui';
import { displayAmount } from '@cobber/contracts/display';
import { approveQuote, declineQuote, type AnswerOutcome } from './answers.ts';
import type { default as SignToAccept, Signed } from './sign/SignToAccept.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { businessDay } from '../common/business-day.ts';

type Business = PublicQuoteResponse['business'];
type Quote = Pick<PublicQuoteResponse['quote'], 'status' | 'revision' | 'sentAt'>;

const answerButton = 'inline-flex h-12 w-full items-center justify-center rounded-xl px-4 font-semibold transition disabled:opacity-50';
const acceptClasses = `${answerButton} bg-(--brand) text-(--brand-on) hover:brightness-95`;
const declineClasses = `${answerButton} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`;

interface QuoteAnswerProps {
  id: string;
  quote: Quote;
  business: Business;
  /** What is still to pay of a deposit the business asked for; the client is told it comes after accepting. */
  depositDue?: string | undefined;
  /** The add-ons ticked, sent with the acceptance. */
  chosenAddOns: string[];
  /** Whether the quote offers options: accepting then needs one chosen. */
  hasOptions?: boolean;
  /** The option chosen above, sent with the acceptance. */
  chosenOption?: { id: string; name: string } | null;
  onAnswer(status: QuoteStatus): void;
  /** The business changed the quote since the page showed it. */
  onRevised(): void;
  /** The quote takes no answer any more: show it as it stands (expired, or answered elsewhere). */
  onClosed(): void;
}

/** Accept or decline while the quote awaits an answer (sent or viewed). */
export function QuoteAnswer({ id, quote, business, depositDue, chosenAddOns, hasOptions = false, chosenOption = null, onAnswer, onRevised, onClosed }: QuoteAnswerProps) {
  const [answering, setAnswering] = useState(false);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const signing = useSigning();
  const { status } = quote;
  const answer = (send: (id: string, revision: number) => Promise<AnswerOutcome>) => {
    setAnswering(true);
    send(id, quote.revision)
      .then((outcome) => {
        if ('revised' in outcome) return onRevised();
        if ('closed' in outcome) return onClosed();
        if ('refused' in outcome) return setRefused(outcome.refused);
        onAnswer(outcome.status);
      })
      // A failed approve or decline is only logged.
      .catch((error: unknown) => console.error('Could not answer the quote', error))
      .finally(() => setAnswering(false));
  };
  const accept = (signed?: Signed) =>
    answer((quoteId, revision) => approveQuote(quoteId, revision, { optionalItemIds: chosenAddOns, ...(chosenOption ? { optionId: chosenOption.id } : {}), ...signed }));
  const waitingForOption = hasOptions && !chosenOption;
  const asksSignature = Boolean(business.quoteTerms || business.requireSignature);
  const SignDialog = signing.dialog;

  if (status === 'sent' || status === 'viewed') {
    return (
      <Card id="quote-answer" className="space-y-3 text-center">
        <CardTitle>Ready to get started?</CardTitle>
        <p className="text-stone-600">Let {business.name} know whether you'd like to go ahead with this quote.</p>
        {hasOptions && (
          <p className="font-semibold text-stone-800" aria-live="polite">
            {chosenOption ? `You chose the ${chosenOption.name} option.` : 'Choose one of the options above to accept.'}
          </p>
        )}
        {depositDue && depositDue !== '0.00' && (
          <p className="text-stone-600">{`Once you accept, you can pay the ${displayAmount(depositDue)} deposit by card right here.`}</p>
        )}
        <div className="grid gap-2">
          {asksSignature ? (
            <button type="button" className={acceptClasses} disabled={answering || signing.loading || waitingForOption} onClick={signing.open}>
              Accept Quote
            </button>
          ) : (
            <ConfirmButton
              label="Accept Quote"
              className={acceptClasses}
              disabled={answering || waitingForOption}
              title="Approve Quote"
              question={`Accept this quote? ${business.name} will be told you'd like to go ahead.`}
              confirmLabel="Approve"
              onConfirm={() => accept()}
            />
          )}
          <ConfirmButton
            label="Decline Quote"
            className={declineClasses}
            disabled={answering}
            title="Decline Quote"
            question={`Decline this quote? ${business.name} will be told you won't be going ahead.`}
            confirmLabel="Decline"
            onConfirm={() => answer(declineQuote)}
          />
        </div>
        {SignDialog && (
          <SignDialog
            title="Approve Quote"
            question={`Accept this quote? ${business.name} will be told you'd like to go ahead.`}
            terms={business.quoteTerms ?? null}
            className={acceptClasses}
            refused={refused}
            busy={answering}
            onSign={accept}
            onClose={() => {
              signing.close();
              setRefused(null);
            }}
          />
        )}
      </Card>
    );
  }
  // Answered: the page says so at its top (QuoteAnswered).
  if (status === 'approved' || status === 'rejected') return null;
  // A draft that was sent has been changed by the business since: no answer until it is sent again.
  return (
    <Card className="text-center text-stone-600">
      {quote.sentAt
        ? `This quote is being updated by ${business.name} — you'll get the new version by email.`
        : `This quote is still being prepared. ${business.name} will send it to you when it's ready.`}
    </Card>
  );
}

/** The signing dialog, downloaded when Accept is first tapped (the pad stays out of the page's first bytes). */
function useSigning() {
  const [dialog, setDialog] = useState<typeof SignToAccept | null>(null);
  const [loading, setLoading] = useState(false);
  const open = () => {
    setLoading(true);
    import('./sign/SignToAccept.tsx')
      .then((module) => setDialog(() => module.default))
      .catch((error: unknown) => console.error('Could not open the signing dialog', error))
      .finally(() => setLoading(false));
  };
  return { dialog, loading, open, close: () => setDialog(null) };
}

/** Who accepted and on which day: "Accepted by Zoe Nguyen on 28 Nov 2026", or the day alone when no one signed. */
function acceptedLine(acceptance: NonNullable<PublicQuoteResponse['acceptance']>, timeZone: string | undefined): string {
  const day = businessDay(acceptance.acceptedAt, timeZone);
  return acceptance.signedBy ? `Accepted by ${acceptance.signedBy} on ${day}` : `Accepted on ${day}`;
}

/**
 * Where an answered quote stands, at the top of the page where the client looks first:
 * 'Quote Approved!' with the day it was accepted, or 'Quote Declined'; null while unanswered.
 */
export function QuoteAnswered({ status, business, acceptance, optionName }: { status: QuoteStatus; business: Business; acceptance: PublicQuoteResponse['acceptance']; optionName?: string | undefined }) {
  if (status === 'approved') {
    return (
      <Answered title="Quote Approved!" business={business}>
        Thanks for accepting. {business.name} will be in touch to arrange the work.
        {optionName && <span className="mt-2 block font-medium text-stone-800">{`You chose the ${optionName} option.`}</span>}
        {acceptance && <span className="mt-2 block font-medium text-stone-800">{acceptedLine(acceptance, business.timeZone)}</span>}
      </Answered>
    );
  }
  if (status === 'rejected') {
    return (
      <Answered title="Quote Declined" business={business}>
        {business.name} has been told you won't be going ahead with this quote.
      </Answered>
    );
  }
  return null;
}

function Answered({ title, business, children }: { title: string; business: Business; children: ReactNode }) {
  return (
    <Card className="space-y-3 text-center">
      <CardTitle>{title}</CardTitle>
      <p className="text-stone-600">{children}</p>
      <div className="grid gap-2">
        {business.email && (
          <a href={`mailto:${business.email}`} className={buttonClasses('outline')}>
            Contact Business
          </a>
        )}
        {business.phone && (
          <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className={buttonClasses('outline')}>
            Call Business
          </a>
        )}
      </div>
    </Card>
  );
}
