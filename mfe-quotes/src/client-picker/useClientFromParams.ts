import { useEffect, useRef } from 'react';
import { useSearchParams } from '@cobber/ui/router';
import { toast } from '@cobber/ui/toasts';
import { useClients } from '@cobber/ui/data';
import { chosen, NO_CLIENT, type ChosenClient } from './ClientPicker.tsx';

/** Spec §2: without a clientId, a quote screen starts with the name and email it was given. */
export function clientFromParams(params: URLSearchParams): ChosenClient {
  if (params.get('clientId')) return NO_CLIENT;
  return { clientId: '', clientName: params.get('clientName') ?? '', clientEmail: params.get('clientEmail') ?? '' };
}

/** With a clientId, picks that client from the list once it loads ('Client not found' when it is not there). */
export function useClientFromParams(pick: (client: ChosenClient) => void) {
  const [params] = useSearchParams();
  const clients = useClients();
  const clientId = params.get('clientId');
  const looked = useRef(false);

  useEffect(() => {
    if (!clientId || looked.current || !clients.data) return;
    looked.current = true;
    const found = clients.data.find((client) => client.id === clientId);
    if (found) pick(chosen(found));
    else toast({ title: 'Client not found', variant: 'destructive' });
  }, [clientId, clients.data, pick]);
}
