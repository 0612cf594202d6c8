import { useQuery } from '@tanstack/react-query';
import { GstReport, type BookRange, type GstBasis } from '@cobber/contracts';
import { api } from '@cobber/web';

/** The BAS figures for a period on a basis (GET /api/reports/gst). */
export function useGstReport(range: BookRange, basis: GstBasis) {
  return useQuery({
    queryKey: ['reports', 'gst', range.from, range.to, basis],
    queryFn: () => api('GET /api/reports/gst', { query: { from: range.from, to: range.to, basis }, schema: GstReport }),
  });
}
