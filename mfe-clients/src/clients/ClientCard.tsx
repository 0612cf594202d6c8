import { Link } from '@cobber/ui/router';
import { Mail, MapPin, Pencil, Phone, Sparkles, SquarePen } from 'lucide-react';
import type { Client } from '@cobber/contracts';
import { clientInitials } from '@cobber/contracts/display';
import { Button, buttonClasses, Card } from '@cobber/ui';
import { quoteParams } from './quoteParams.ts';

export function ClientCard({ client, onEdit }: { client: Client; onEdit: () => void }) {
  const params = quoteParams(client);
  return (
    <Card className="flex flex-col gap-3" aria-label={client.name} role="article">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-base font-bold text-accent-strong"
        >
          {clientInitials(client.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">{client.name}</h2>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-stone-600">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{client.email}</span>
            </li>
            {client.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0" />
                {client.phone}
              </li>
            )}
            {client.address && (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 shrink-0" />
                <span className="truncate">{client.address}</span>
              </li>
            )}
          </ul>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Edit ${client.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Link to={`/quote/ai?${params}`} className={buttonClasses('primary', 'sm')}>
          <Sparkles aria-hidden />
          Quote with AI
        </Link>
        <Link to={`/quote/new?${params}`} className={buttonClasses('outline', 'sm')}>
          <SquarePen aria-hidden />
          Manual Quote
        </Link>
      </div>
    </Card>
  );
}
