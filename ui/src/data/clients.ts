import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Client, ClientList, type CreateClient, type UpdateClient } from '@cobber/contracts';
import { apiFetch } from '../api.ts';

/** One cache entry for the client list, whichever microfrontend asks. */
export const clientsKey = ['clients'] as const;

export function useClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => apiFetch('/api/clients', { schema: ClientList }) });
}

/** Adds a client; the new one is in the cached list at once, so pickers can select it. */
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

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateClient }) =>
      apiFetch(`/api/clients/${id}`, { method: 'PATCH', body: changes, schema: Client }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
