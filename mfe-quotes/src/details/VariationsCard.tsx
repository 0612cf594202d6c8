import { useState } from 'react';
import { Mail, MessageSquare, Trash2 } from 'lucide-react';
import type { QuoteWithMoney, Variation } from '@cobber/contracts';
import { displayAmount, VariationStatusLabels } from '@cobber/contracts/display';
import { Badge, Button, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { failureToast } from '../common/failureToast.ts';
import { VariationForm } from './VariationForm.tsx';
import { useVariationChanges, useVariations } from './useVariations.ts';

const tones = { draft: 'neutral', sent: 'info', approved: 'success', rejected: 'danger' } as const satisfies Record<Variation['status'], BadgeTone>;

/**
 * An accepted job's variations: each with its number, status and amount; a new one priced
 * here, sent by text or email for the client to sign. Only approved ones are billed.
 */
export function VariationsCard({ quote }: { quote: QuoteWithMoney }) {
  const accepted = quote.status === 'approved';
  const variations = useVariations(quote.id, { polled: accepted });
  const changes = useVariationChanges(quote.id);
  const [adding, setAdding] = useState(false);
  const list = variations.data ?? [];
  if (!accepted && list.length === 0) return null;
  const send = (variation: Variation, method: 'sms' | 'email') =>
    changes.send.mutate(
      { id: variation.id, method },
      {
        onSuccess: () => toast({ title: `Variation ${variation.number} sent`, description: method === 'sms' ? 'Texted to your client' : 'Emailed to your client' }),
        onError: (failure) => failureToast('Failed to send the variation', failure),
      },
    );
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Variations</CardTitle>
      <p className="text-sm text-stone-600">
        {list.length === 0 ? 'Extra work or a credit after the client accepted: price it here and send it for them to sign.' : 'Only approved variations are billed.'}
      </p>
      {variations.isError && <p className="text-sm text-red-600">Failed to fetch variations</p>}
      {list.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {list.map((variation) => (
            <li key={variation.id} className="flex flex-col gap-2 py-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{`${variation.number} ${variation.title}`}</p>
                  {variation.signedBy && <p className="text-sm text-stone-600">{`Signed by ${variation.signedBy}`}</p>}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold">{displayAmount(variation.total)}</span>
                  <Badge tone={tones[variation.status]}>{VariationStatusLabels[variation.status]}</Badge>
                </div>
              </div>
              {(variation.status === 'draft' || variation.status === 'sent') && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" disabled={changes.send.isPending} onClick={() => send(variation, 'sms')}>
                    <MessageSquare aria-hidden /> {variation.status === 'sent' ? 'Text again' : 'Send by text'}
                  </Button>
                  <Button variant="outline" size="sm" disabled={changes.send.isPending} onClick={() => send(variation, 'email')}>
                    <Mail aria-hidden /> {variation.status === 'sent' ? 'Email again' : 'Send by email'}
                  </Button>
                  {variation.status === 'draft' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove variation ${variation.number}`}
                      disabled={changes.remove.isPending}
                      onClick={() => changes.remove.mutate(variation.id, { onError: (failure) => failureToast('Failed to remove the variation', failure) })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {accepted && (adding ? <VariationForm add={changes.add} onDone={() => setAdding(false)} /> : <Button variant="outline" onClick={() => setAdding(true)}>Add variation</Button>)}
    </Card>
  );
}
