import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Client, ClientList, type UpdateClient } from '@cobber/contracts';
import { apiFetch } from '../api.ts';

/** One cache entry for the client list, whichever microfrontend asks. */
export const clientsKey = ['clients'] as const;

export function useClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => apiFetch('/api/clients', { schema: ClientList }) });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateClient }) =>
      apiFetch(`/api/clients/${id}`, { method: 'PATCH', body: changes, schema: Client }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
