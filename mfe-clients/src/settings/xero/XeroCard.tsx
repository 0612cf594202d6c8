import type { XeroConnection } from '@cobber/contracts';
import { Button, Card } from '@cobber/ui';
import { useSearchParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { useChooseXeroOrganisation, useConnectXero, useDisconnectXero, useXeroConnection } from './useXero.ts';

const whenText = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const failed = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'That did not work: try again';

/**
 * Settings → Accounting → Xero: connect (Xero's sign-in), choose the organisation when
 * there are several, see how the sync goes, disconnect. What Xero answered on the way back
 * arrives as `?xero=` and is read out once.
 */
export function XeroCard() {
  const connection = useXeroConnection();
  const [search] = useSearchParams();
  const outcome = search.get('xero');
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="xero-heading">
      <h2 id="xero-heading" className="font-semibold">
        Xero
      </h2>
      {outcome && outcome !== 'connected' && (
        <p role="alert" className="text-sm text-red-700">
          {outcome}
        </p>
      )}
      {connection.data ? <XeroState connection={connection.data} /> : <p className="text-sm text-stone-600">{connection.isError ? 'Could not load the Xero connection.' : 'Loading…'}</p>}
    </Card>
  );
}

function XeroState({ connection }: { connection: XeroConnection }) {
  const connect = useConnectXero();
  const choose = useChooseXeroOrganisation();
  const disconnect = useDisconnectXero();
  const trouble = connect.error ?? choose.error ?? disconnect.error;
  if (!connection.configured) return <p className="text-sm text-stone-700">Xero is not set up on this server. The exports below still make files Xero imports.</p>;
  return (
    <>
      {connection.connected ? (
        <div role="status" className="flex flex-col gap-1 text-sm text-stone-700">
          <p>
            Connected to <strong>{connection.organisation}</strong>. Each invoice you send goes to Xero, with its payments; payments entered in Xero come back as receipts.
          </p>
          {connection.paymentsAccount && <p>Payments are recorded to {connection.paymentsAccount}.</p>}
          {connection.lastSyncAt && <p>Last in step {whenText(connection.lastSyncAt)}.</p>}
          {connection.failures > 0 && (
            <p className="text-red-700">
              {connection.failures === 1 ? '1 document' : `${connection.failures} documents`} not in Xero yet: each invoice says why.
            </p>
          )}
        </div>
      ) : connection.organisations?.length ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm text-stone-700">Which Xero organisation should Cobber keep in step?</legend>
          {connection.organisations.map((organisation) => (
            <Button key={organisation.tenantId} variant="outline" disabled={choose.isPending} onClick={() => choose.mutate(organisation.tenantId)}>
              {organisation.name}
            </Button>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-stone-700">Send each invoice and receipt to Xero as you send it, and bring back payments entered there.</p>
      )}
      {trouble && (
        <p role="alert" className="text-sm text-red-700">
          {failed(trouble)}
        </p>
      )}
      {connection.connected || connection.organisations?.length ? (
        <Button variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
          Disconnect Xero
        </Button>
      ) : (
        <Button disabled={connect.isPending} onClick={() => connect.mutate()}>
          Connect Xero
        </Button>
      )}
    </>
  );
}
