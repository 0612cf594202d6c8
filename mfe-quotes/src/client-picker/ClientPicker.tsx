import { memo, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { Client } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Spinner } from '@cobber/ui';
import { useClients } from '@cobber/web/data';
import { AddClientDialog } from './AddClientDialog.tsx';

/** The quote's client as the form holds it; an id once picked from the list. */
export interface ChosenClient {
  clientId: string;
  clientName: string;
  clientEmail: string;
}

export const NO_CLIENT: ChosenClient = { clientId: '', clientName: '', clientEmail: '' };

export function chosen(client: Pick<Client, 'id' | 'name' | 'email'>): ChosenClient {
  return { clientId: client.id, clientName: client.name, clientEmail: client.email };
}

interface ClientPickerProps {
  client: ChosenClient;
  onChange: (client: ChosenClient) => void;
  error?: string;
}

/** Client Information: pick from the client list or add a new client. Memoised: the form around it renders as the owner types. */
export const ClientPicker = memo(function ClientPicker({ client, onChange, error }: ClientPickerProps) {
  const clients = useClients();
  const [adding, setAdding] = useState(false);
  const picked = client.clientId !== '' || client.clientName !== '';

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Client Information</CardTitle>
      {picked ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 p-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">{client.clientName}</p>
            <p className="truncate text-sm text-stone-600">{client.clientEmail}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onChange(NO_CLIENT)}>
            Change
          </Button>
        </div>
      ) : clients.isPending ? (
        <Spinner />
      ) : (
        <Field label="Client" error={error}>
          <select
            className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base aria-invalid:border-red-500"
            value=""
            onChange={(event) => {
              const found = clients.data?.find((c) => c.id === event.target.value);
              if (found) onChange(chosen(found));
            }}
          >
            <option value="" disabled>
              {clients.data?.length ? 'Select a client' : 'No clients yet'}
            </option>
            {clients.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </select>
        </Field>
      )}
      {picked && error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button variant="outline" onClick={() => setAdding(true)}>
        <UserPlus aria-hidden />
        Add New Client
      </Button>
      <AddClientDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(added) => {
          onChange(chosen(added));
          setAdding(false);
        }}
      />
    </Card>
  );
});
