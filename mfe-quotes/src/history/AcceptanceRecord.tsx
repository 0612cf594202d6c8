import type { QuoteAcceptance } from '@cobber/contracts';
import { displayAmount, parseMoney } from '@cobber/contracts/display';
import { showDateAndTime } from '../common/display.ts';
import { browserName } from './browser.ts';

/**
 * What the client agreed to online: the revision they read, its price, when and from where;
 * once they signed, who signed, what they drew and whether they agreed to the terms.
 */
export function AcceptanceRecord({ acceptance }: { acceptance: QuoteAcceptance }) {
  const { revision, totalAmount, taxAmount, acceptedAt, clientAddress, userAgent, signature, terms, termsAccepted } = acceptance;
  const gst = parseMoney(taxAmount) > 0 ? ` incl. ${displayAmount(taxAmount)} GST` : '';
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-green-50 p-2 text-sm text-green-900">
      <p>
        Accepted by the client: revision {revision}, {displayAmount(totalAmount)}
        {gst}, {showDateAndTime(acceptedAt)}, from {clientAddress ?? 'an address not known'} (
        <span title={userAgent ?? undefined}>{browserName(userAgent)}</span>)
      </p>
      {signature && (
        <figure className="flex flex-col gap-1">
          <figcaption className="font-semibold">{`Accepted by ${signature.name} on ${showDateAndTime(acceptedAt)}`}</figcaption>
          <img src={signature.image} alt={`Signature of ${signature.name}`} className="h-20 w-fit max-w-full rounded border border-green-200 bg-white object-contain" />
        </figure>
      )}
      {terms && <p>{termsAccepted ? 'Agreed to your terms and conditions' : 'Did not agree to your terms and conditions'}</p>}
    </div>
  );
}
