import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientList, UpdateClient } from '@cobber/contracts';
import { apiFetch } from '../api.ts';

/** One cache entry for the client list, whichever microfrontend asks. */
export const clientsKey = ['clients'] as const;

export function useClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => apiFetch<ClientList>('/api/clients') });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateClient }) =>
      apiFetch<Client>(`/api/clients/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
