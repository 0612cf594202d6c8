import { useEffect, useState } from 'react';
import type { PublicQuoteResponse, QuoteStatus } from '@cobber/contracts';
import { billedOptionId, optionLines, quoteFiguresWith, type QuoteFigures } from '@cobber/contracts/add-ons';
import { displayValidDay } from '@cobber/contracts/display';
import { Badge, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { Detail } from '../common/DocumentParts.tsx';
import { loadQuote, markViewed } from './answers.ts';
import { DepositPanel } from './deposit/DepositPanel.tsx';
import { DepositRequested } from './DepositRequested.tsx';
import { QuoteAnswer, QuoteAnswered } from './QuoteAnswer.tsx';
import { QuoteExpired } from './QuoteExpired.tsx';
import { QuoteItems } from './QuoteItems.tsx';
import { QuoteOptions } from './QuoteOptions.tsx';
import { QuotePhotos } from './QuotePhotos.tsx';
import { displayAmount, QuoteStatusLabels } from '@cobber/contracts/display';
import { BrandedPage } from '../common/BrandedPage.tsx';
import { businessDay } from '../common/business-day.ts';

const statusTones = { draft: 'neutral', sent: 'info', viewed: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' } as const satisfies Record<
  PublicQuoteResponse['quote']['status'],
  BadgeTone
>;

/**
 * The quote the page shows, kept as the client's answers move it on; when the business
 * changed it since the page loaded, the page shows the new version and says so.
 */
function useShownQuote(id: string, initial: PublicQuoteResponse) {
  const [found, setFound] = useState(initial);
  const [revised, setRevised] = useState(false);
  // Accepted here, now: the deposit panel comes into view (not when the page opens on an approved quote).
  const [justAccepted, setJustAccepted] = useState(false);
  const setStatus = (status: QuoteStatus) => setFound((shown) => ({ ...shown, quote: { ...shown.quote, status } }));
  const answered = (status: QuoteStatus) => {
    setStatus(status);
    setJustAccepted(status === 'approved');
    // The answer shows at the top of the page, above what the client just read.
    window.scrollTo({ top: 0 });
    // The acceptance as recorded (who signed, when) and the total with the add-ons chosen.
    if (status === 'approved') loadQuote(id).then(setFound, (error: unknown) => console.error('Could not load the accepted quote', error));
  };
  const showNewVersion = () =>
    loadQuote(id).then(
      (fresh) => {
        setFound(fresh);
        setRevised(true);
        // The client reviews it again from the top, where the notice is.
        window.scrollTo({ top: 0 });
      },
      (error: unknown) => console.error('Could not load the updated quote', error),
    );
  // The card took what was due (the service sets the amount): the whole deposit is paid.
  const depositPaid = () =>
    setFound((shown) => ({ ...shown, deposit: shown.deposit && { ...shown.deposit, paid: shown.deposit.requested, due: '0.00' } }));
  const showCurrent = () => loadQuote(id).then(setFound, (error: unknown) => console.error('Could not load the quote', error));
  return { found, revised, justAccepted, setStatus, answered, depositPaid, showNewVersion, showCurrent };
}

/**
 * The option picked (the one chosen on accepting, once it is) and the lines it bills: those
 * in every option and its own; before one is picked, the first option's stand for the price.
 */
function useOption(found: PublicQuoteResponse) {
  const options = found.options ?? [];
  const [picked, setPicked] = useState<string | null>(found.acceptance?.optionId ?? null);
  // A new version of the quote may have lost the option picked.
  const selected = options.some((option) => option.id === picked) ? picked : null;
  const lines = optionLines(found.items, (item) => item.optionId, billedOptionId(options, selected));
  return { options, selected, choose: setPicked, lines, chosenOption: options.find((option) => option.id === selected) ?? null };
}

/**
 * The add-ons ticked, as chosen on accepting once it is, and the quote's figures
 * with them: the page works them out with the contracts' one rule as the client ticks.
 */
function useAddOns(found: PublicQuoteResponse, items: PublicQuoteResponse['items']) {
  const [ticked, setTicked] = useState(() => found.items.filter((item) => item.chosen).map((item) => item.id));
  // A new version of the quote (or another option) may have lost an add-on that was ticked.
  const chosen = ticked.filter((id) => items.some((item) => item.id === id && item.optional));
  const toggle = (id: string) => setTicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const { quote, business } = found;
  const figures: QuoteFigures =
    business.applyGST === undefined ? quote : quoteFiguresWith({ travelCost: quote.travelCost, applyGST: business.applyGST }, items, chosen);
  return { chosen, toggle, figures, hasAddOns: items.some((item) => item.optional) };
}

interface QuotePageProps {
  id: string;
  found: PublicQuoteResponse;
  showToasts?: (() => Promise<void>) | undefined;
}

/** The public quote page, themed with the business's brand colours. */
export function QuotePage({ id, found: initial, showToasts }: QuotePageProps) {
  const { found, revised, justAccepted, setStatus, answered, depositPaid, showNewVersion, showCurrent } = useShownQuote(id, initial);
  const { quote, deposit, business } = found;
  const { status } = quote;
  const option = useOption(found);
  const addOns = useAddOns(found, option.lines);
  const choosing = status === 'sent' || status === 'viewed';
  // The lines of the options are on their cards; the list below has the rest the quote bills.
  const items = option.options.length > 0 ? option.lines.filter((item) => !item.optionId || item.optional) : option.lines;
  const choose = (id: string) => {
    option.choose(id);
    document.getElementById('quote-answer')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  useEffect(() => {
    if (status === 'sent') markViewed(id).then(setStatus, (error: unknown) => console.error('Could not mark the quote viewed', error));
  }, [id, status]);

  return (
    <BrandedPage business={business}>
      {revised && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          This quote was updated — please review it again
        </div>
      )}
      {/* Once answered, where the quote stands comes first, then what is left to do (the deposit). */}
      <QuoteAnswered status={status} business={business} acceptance={found.acceptance ?? null} optionName={option.chosenOption?.name} />
      {status === 'approved' && deposit && (
        <DepositPanel
          quoteId={id}
          deposit={deposit}
          businessName={business.name}
          justAccepted={justAccepted}
          showToasts={showToasts}
          onPaid={depositPaid}
        />
      )}
      <Card className="space-y-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">Quote for Review</p>
          <h1 className="text-2xl font-bold leading-tight">{quote.title}</h1>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Detail term="Business">{business.name}</Detail>
          <Detail term="Client">{quote.clientName}</Detail>
          <Detail term="Date">{businessDay(quote.createdAt, business.timeZone)}</Detail>
          {quote.validUntil && <Detail term="Valid until">{displayValidDay(quote.validUntil)}</Detail>}
          <Detail term="Status">
            <Badge tone={statusTones[status]}>{QuoteStatusLabels[status]}</Badge>
          </Detail>
        </dl>
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
          <span className="font-semibold">{option.options.length > 0 && !option.selected ? 'From' : option.chosenOption ? `Total (${option.chosenOption.name})` : 'Total'}</span>
          <span className="text-3xl font-bold">{displayAmount(addOns.figures.totalAmount)}</span>
        </div>
        {addOns.hasAddOns && (
          <p className="-mt-2 text-right text-sm text-stone-600">
            {addOns.chosen.length === 0 ? 'Add-ons not included' : `Includes ${addOns.chosen.length} add-on${addOns.chosen.length > 1 ? 's' : ''}`}
          </p>
        )}
        {deposit && <DepositRequested deposit={deposit} total={addOns.figures.totalAmount} />}
      </Card>
      {quote.description && <Section title="Project Description">{quote.description}</Section>}
      {quote.aiSummary && <Section title="Project Summary">{quote.aiSummary}</Section>}
      {option.options.length > 0 && (
        <QuoteOptions options={option.options} items={found.items} selected={option.selected} choosing={choosing} onChoose={choose} />
      )}
      <QuoteItems
        quote={quote}
        items={items}
        figures={addOns.figures}
        chosen={addOns.chosen}
        choosing={choosing}
        inEveryOption={option.options.length > 0}
        onToggle={addOns.toggle}
      />
      <QuotePhotos photos={found.photos ?? []} />
      {status === 'expired' ? (
        <QuoteExpired id={id} validUntil={quote.validUntil} business={business} />
      ) : (
        <QuoteAnswer
          id={id}
          quote={quote}
          business={business}
          depositDue={deposit?.due}
          chosenAddOns={addOns.chosen}
          hasOptions={option.options.length > 0}
          chosenOption={option.chosenOption}
          onAnswer={answered}
          onRevised={() => void showNewVersion()}
          onClosed={() => void showCurrent()}
        />
      )}
    </BrandedPage>
  );
}

function Section({ title, children }: { title: string; children: string }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <p className="mt-2 whitespace-pre-line text-stone-700">{children}</p>
    </Card>
  );
}
