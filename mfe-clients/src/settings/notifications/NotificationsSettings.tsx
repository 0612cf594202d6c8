import { useId, useState } from 'react';
import { Bell } from 'lucide-react';
import {
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NotificationSettings,
  type Business,
  type NotificationKind,
} from '@cobber/contracts';
import { ApiError, Button, Card, CardTitle, Field, Input, Label, useSignedInUser } from '@cobber/ui';
import { useSaveBusiness } from '@cobber/ui/data';
import { Switch, toast } from '@cobber/ui/widgets';
import { errorMessage } from '../../common/errorMessage.ts';
import { PhoneNotifications } from './PhoneNotifications.tsx';

/**
 * Settings' "Notifications" (issue 17): where the owner's emails go and which moments they
 * hear about, saved on its own (PATCH /api/business/:id with `notifyEmail` and the whole
 * `notifications`).
 */
export function NotificationsSettings({ business }: { business: Business }) {
  const user = useSignedInUser();
  const [notifyEmail, setNotifyEmail] = useState(business.notifyEmail ?? '');
  const [kinds, setKinds] = useState<NotificationSettings>(business.notifications ?? DEFAULT_NOTIFICATIONS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBusiness();

  function submit() {
    setErrors({});
    save.mutate(
      { existing: business, fields: { notifyEmail, notifications: NotificationSettings.parse(kinds) } },
      {
        onSuccess: () => toast({ title: 'Notifications saved', variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast({ title: 'Notifications not saved', description: errorMessage(error, 'Failed to save notifications'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle className="flex items-center gap-2">
        <Bell aria-hidden className="size-5 text-accent" />
        Notifications
      </CardTitle>
      <p className="text-sm text-stone-600">Hear the moment a client opens, accepts or pays: by email, in the bell at the top and on your phone.</p>
      <Field label="Notify me at" hint={`Leave empty to use your sign-in address, ${user.email}.`} error={errors.notifyEmail}>
        <Input type="email" autoComplete="email" value={notifyEmail} onChange={(event) => setNotifyEmail(event.target.value)} />
      </Field>
      <ul className="flex flex-col gap-3">
        {NOTIFICATION_KINDS.map((kind) => (
          <KindLine key={kind} kind={kind} on={kinds[kind]} onChange={(on) => setKinds((current) => ({ ...current, [kind]: on }))} />
        ))}
      </ul>
      <Button onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save notifications'}
      </Button>
      <PhoneNotifications />
    </Card>
  );
}

function KindLine({ kind, on, onChange }: { kind: NotificationKind; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 border-b border-stone-100 pb-3 last:border-0 last:pb-0">
      <Label htmlFor={id}>{NOTIFICATION_KIND_LABELS[kind]}</Label>
      <Switch id={id} checked={on} onCheckedChange={onChange} />
    </li>
  );
}
