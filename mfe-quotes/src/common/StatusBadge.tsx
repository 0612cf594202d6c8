import type { QuoteStatus } from '@cobber/contracts';
import { Badge } from '@cobber/ui';
import { statusBadge } from './display.ts';

export function StatusBadge({ status }: { status: QuoteStatus }) {
  const { label, tone } = statusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}
