import { Navigate } from '@cobber/ui/router';
import { api, ApiError } from '@cobber/web';
import { PageSpinner } from '@cobber/ui';
import { useQuery } from '@tanstack/react-query';

/** A new owner (no business yet, 404) starts with business setup; others with clients. */
export function OwnerHome() {
  const business = useQuery({
    queryKey: ['business', 'exists'],
    queryFn: async () => {
      try {
        await api('GET /api/business');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  });
  if (business.isPending) return <PageSpinner />;
  return <Navigate replace to={business.data === false ? '/business-setup' : '/clients'} />;
}
