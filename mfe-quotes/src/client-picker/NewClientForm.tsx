import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Client, CreateClient } from '@cobber/contracts';
import { ApiError } from '@cobber/web';
import { Button, Field, Input, resolverLater } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { useCreateOrKeep } from '@cobber/web/data';

type ClientInput = z.input<typeof CreateClient>;

const newClientResolver = resolverLater(async () => {
  const [{ zodResolver }, { CreateClient }] = await Promise.all([import('@hookform/resolvers/zod'), import('@cobber/contracts')]);
  return zodResolver(CreateClient);
});

/**
 * The new client, to select it. One kept on the phone (no connection) has the outbox's key for
 * its id until it is sent: a quote made for it waits behind it.
 */
export type AddedClient = Pick<Client, 'id' | 'name' | 'email'>;

/** The new client's name, email and phone, created (or kept on the phone) on Add Client. */
export function NewClientForm({ onAdded, onCancel }: { onAdded: (client: AddedClient) => void; onCancel: () => void }) {
  const createClient = useCreateOrKeep<Client>('client');
  const form = useForm<ClientInput, unknown, CreateClient>({
    resolver: newClientResolver,
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit((client) =>
    createClient.mutate(
      { body: client, label: client.name },
      {
        onSuccess: (result) => {
          if ('kept' in result) {
            toast({ title: 'Client saved on this phone', description: "You're offline. It is waiting to send and goes when you have signal.", variant: 'success' });
            onAdded({ id: result.kept.key, name: client.name, email: client.email });
            return;
          }
          toast({ title: 'Client Added', description: 'New client has been added successfully.', variant: 'success' });
          onAdded(result.created);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof ClientInput, { message });
          }
          toast({ title: 'Error', description: 'Failed to create client', variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => {
        // The dialog sits inside the quote form: keep its submit from reaching that form.
        event.stopPropagation();
        void save(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field label="Name *" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label="Email *" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <div className="grid grid-cols-2 gap-3 pt-1">
        <Button variant="outline" onClick={onCancel} disabled={createClient.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={createClient.isPending}>
          {createClient.isPending ? 'Adding...' : 'Add Client'}
        </Button>
      </div>
    </form>
  );
}
