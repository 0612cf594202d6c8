import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientList, UpdateClient } from '@cobber/contracts';
import { api } from '@cobber/web';

/** One cache entry for the client list, whichever microfrontend asks. */
export const clientsKey = ['clients'] as const;

export function useClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => api('GET /api/clients') as Promise<ClientList> });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateClient }) =>
      api('PATCH /api/clients/:id', { params: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
