import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Client, CreateClient } from '@cobber/contracts';
import { Button, Field, Input, Textarea } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { useCreateOrKeep, useUpdateClient } from '@cobber/web/data';
import { showServerFieldErrors } from '../common/serverErrors.ts';

type ClientInput = z.input<typeof CreateClient>;

/** No connection: the new client waits on the phone and is sent when there is signal. */
const KEPT_ON_PHONE = { title: 'Client saved on this phone', description: "You're offline. It is waiting to send and goes when you have signal.", variant: 'success' } as const;

interface ClientDialogProps {
  /** The client to edit, or null to add a new one. */
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add New Client' and 'Edit Client': the same fields, their own buttons. */
export function ClientDialog({ client, open, onOpenChange }: ClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={client ? 'Edit Client' : 'Add New Client'}>
      {/* Keyed so each opening starts from the client's stored details. */}
      <ClientForm key={client?.id ?? 'new'} client={client} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const createClient = useCreateOrKeep<Client>('client');
  const updateClient = useUpdateClient();
  const busy = createClient.isPending || updateClient.isPending;
  const form = useForm<ClientInput, unknown, CreateClient>({
    resolver: zodResolver(CreateClient),
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
      abn: client?.abn ?? '',
    },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit((fields) => {
    const failed = (description: string) => (error: unknown) => {
      showServerFieldErrors(error, form.setError);
      toast({ title: 'Error', description, variant: 'destructive' });
    };
    if (client) {
      updateClient.mutate(
        { id: client.id, changes: fields },
        {
          onSuccess: () => {
            toast({ title: 'Client Updated', description: 'Client updated successfully', variant: 'success' });
            onDone();
          },
          onError: failed('Failed to update client'),
        },
      );
    } else {
      createClient.mutate(
        { body: fields, label: fields.name },
        {
          onSuccess: (result) => {
            if ('kept' in result) toast(KEPT_ON_PHONE);
            else toast({ title: 'Client Created', description: 'Client created successfully', variant: 'success' });
            onDone();
          },
          onError: failed('Failed to create client'),
        },
      );
    }
  });

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <Field label="Name *" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="Email *" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <Field label="Address" error={errors.address?.message}>
        <Textarea className="min-h-20" autoComplete="off" {...form.register('address')} />
      </Field>
      <Field label="ABN" hint="A business client's ABN: their e-invoice names them by it" error={errors.abn?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('abn')} />
      </Field>
      <div className="grid grid-cols-2 gap-3 pt-1">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {client ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Client'}
        </Button>
      </div>
    </form>
  );
}
