import { CloudUpload } from 'lucide-react';
import { Button } from '@cobber/ui';
import { useOutboxItems, useOutboxSender } from './hooks.ts';
import { removeFromOutbox } from './send.ts';
import type { OutboxItem, OutboxKind } from './store.ts';

const KIND_NAMES: Record<OutboxKind, string> = { client: 'New client', quote: 'New quote' };

/**
 * What the owner made without signal and Cobber has not got yet, above the
 * lists, sent when the connection comes back. Renders nothing when nothing waits.
 */
export function WaitingToSend() {
  useOutboxSender();
  const items = useOutboxItems();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="waiting-to-send" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <div>
        <h2 id="waiting-to-send" className="flex items-center gap-2 font-semibold text-stone-900">
          <CloudUpload aria-hidden className="size-5" />
          Waiting to send
        </h2>
        <p className="text-sm text-stone-700">Saved on this phone. It goes to Cobber when you have signal.</p>
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <WaitingItem key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

function WaitingItem({ item }: { item: OutboxItem }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl bg-white p-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-stone-900">
          {KIND_NAMES[item.kind]}: {item.label}
        </p>
        {item.refusal && <p className="text-sm text-red-700">Could not send: {item.refusal}</p>}
      </div>
      {item.refusal && (
        <Button variant="outline" size="sm" onClick={() => void removeFromOutbox(item)}>
          Remove
        </Button>
      )}
    </li>
  );
}
