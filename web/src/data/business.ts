import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Business, CreateBusiness, UpdateBusiness } from '@cobber/contracts';
import { ApiError, api } from '@cobber/web';

/** One cache entry for the business, whichever microfrontend asks. */
export const businessKey = ['business'] as const;

/** The owner's business, or null before business setup (the API answers 404). */
export const businessQuery = queryOptions({ queryKey: businessKey, queryFn: fetchBusiness });

export function useBusiness() {
  return useQuery(businessQuery);
}

async function fetchBusiness(): Promise<Business | null> {
  try {
    return await api('GET /api/business');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

interface SaveBusiness {
  /** The stored business to change, or null to create it. */
  existing: Business | null;
  fields: z.input<typeof CreateBusiness> | z.input<typeof UpdateBusiness>;
}

/** Creates the business (POST) or changes it (PATCH), then refreshes every business query. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, fields }: SaveBusiness) =>
      existing
        ? api('PATCH /api/business/:id', { params: { id: existing.id }, body: fields })
        : api('POST /api/business', { body: fields as z.input<typeof CreateBusiness> }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(businessKey, saved);
      await queryClient.invalidateQueries({ queryKey: businessKey });
    },
  });
}

/**
 * Uploads a logo (multipart field `logo`). Business setup uses /api/business/upload-logo,
 * settings /api/upload-logo; both answer the stored URL and brand colours.
 */
export function useUploadLogo(route: 'POST /api/business/upload-logo' | 'POST /api/upload-logo') {
  return useMutation({
    mutationFn: (logo: File) => {
      const form = new FormData();
      form.append('logo', logo);
      return api(route, { body: form });
    },
  });
}
