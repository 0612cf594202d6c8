import { useQuery } from '@tanstack/react-query';
import { Business } from '@cobber/contracts';
import { ApiError, apiFetch } from '@cobber/ui';

/** The same key and answer as the clients microfrontend's, so both share one cache entry. */
export const businessKey = ['business'] as const;

/** The owner's business, or null before business setup (the API answers 404). */
export function useBusiness() {
  return useQuery({ queryKey: businessKey, queryFn: fetchBusiness });
}

async function fetchBusiness(): Promise<Business | null> {
  try {
    return await apiFetch('/api/business', { schema: Business });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
