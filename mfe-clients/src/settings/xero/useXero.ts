import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { XeroConnection, XeroSignIn } from '@cobber/contracts';
import { api } from '@cobber/web';

const xeroKey = ['integrations', 'xero'] as const;

/** Whether this server has a Xero app, and the business's connection (GET /api/integrations/xero). */
export function useXeroConnection() {
  return useQuery({ queryKey: xeroKey, queryFn: () => api('GET /api/integrations/xero', { schema: XeroConnection }) });
}

/** Connect Xero: the browser goes to Xero's sign-in, which sends it back to Settings. */
export function useConnectXero() {
  return useMutation({
    mutationFn: () => api('POST /api/integrations/xero/connect', { schema: XeroSignIn }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function useChooseXeroOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => api('POST /api/integrations/xero/organisation', { body: { tenantId }, schema: XeroConnection }),
    onSuccess: (connection) => queryClient.setQueryData(xeroKey, connection),
  });
}

export function useDisconnectXero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/integrations/xero'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: xeroKey }),
  });
}
