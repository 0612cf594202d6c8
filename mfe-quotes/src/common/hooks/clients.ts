import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Client, ClientList, type CreateClient } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';

/** The same key as the clients microfrontend's list. */
export const clientsKey = ['clients'] as const;

export function useClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => apiFetch('/api/clients', { schema: ClientList }) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: CreateClient) => apiFetch('/api/clients', { method: 'POST', body: client, schema: Client }),
    onSuccess: (created) => {
      queryClient.setQueryData<Client[]>(clientsKey, (clients) => (clients ? [...clients, created] : [created]));
      return queryClient.invalidateQueries({ queryKey: clientsKey });
    },
  });
}
