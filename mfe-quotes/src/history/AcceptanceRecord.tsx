import { parseMoney, type QuoteAcceptance } from '@cobber/contracts';
import { showAmount, showDateAndTime } from '../common/display.ts';
import { browserName } from './browser.ts';

/** What the client agreed to online: the revision they read, its price, when and from where. */
export function AcceptanceRecord({ acceptance }: { acceptance: QuoteAcceptance }) {
  const { revision, totalAmount, taxAmount, acceptedAt, clientAddress, userAgent } = acceptance;
  const gst = parseMoney(taxAmount) > 0 ? ` incl. ${showAmount(taxAmount)} GST` : '';
  return (
    <p className="rounded-lg bg-green-50 p-2 text-sm text-green-900">
      Accepted by the client: revision {revision}, {showAmount(totalAmount)}
      {gst}, {showDateAndTime(acceptedAt)}, from {clientAddress ?? 'an address not known'} (
      <span title={userAgent ?? undefined}>{browserName(userAgent)}</span>)
    </p>
  );
}
