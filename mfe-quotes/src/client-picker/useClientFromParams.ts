import { useEffect, useRef } from 'react';
import { useSearchParams } from '@cobber/ui/router';
import { toast } from '@cobber/ui/toasts';
import { useClients } from '@cobber/web/data';
import { chosen, NO_CLIENT, type ChosenClient } from './ClientPicker.tsx';

/** Without a clientId, a quote screen starts with the name and email it was given. */
export function clientFromParams(params: URLSearchParams): ChosenClient {
  if (params.get('clientId')) return NO_CLIENT;
  return { clientId: '', clientName: params.get('clientName') ?? '', clientEmail: params.get('clientEmail') ?? '' };
}

/**
 * With a clientId, picks that client from the list once it loads. A list kept from before
 * the client was added (a card tapped just after Create Client) lacks it: the list is
 * asked for again before 'Client not found' is said.
 */
export function useClientFromParams(pick: (client: ChosenClient) => void) {
  const [params] = useSearchParams();
  const clients = useClients();
  const clientId = params.get('clientId');
  const looked = useRef(false);
  const askedAgain = useRef(false);
  const { data, isFetching, refetch } = clients;

  useEffect(() => {
    if (!clientId || looked.current || !data) return;
    const found = data.find((client) => client.id === clientId);
    if (found) {
      looked.current = true;
      pick(chosen(found));
    } else if (isFetching) {
      return;
    } else if (!askedAgain.current) {
      askedAgain.current = true;
      void refetch();
    } else {
      looked.current = true;
      toast({ title: 'Client not found', variant: 'destructive' });
    }
  }, [clientId, data, isFetching, refetch, pick]);
}
