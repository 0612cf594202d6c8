import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '@cobber/contracts';
import { useSignedInUser } from '@cobber/web';
import { Card, Field, Input, Label } from '@cobber/ui';
import { Switch } from '@cobber/ui/widgets';
import { SectionScreen } from '../SectionScreen.tsx';
import { notificationsSection } from '../sections.ts';
import type { SettingsForm } from '../settingsForm.ts';
import { PhoneNotifications } from './PhoneNotifications.tsx';

export { firstData } from '../first-data.ts';

/** Settings → Notifications: where the owner's emails go and which moments they hear about. */
export default function NotificationsSettingsScreen() {
  return <SectionScreen section={notificationsSection}>{(form) => <NotificationFields form={form} />}</SectionScreen>;
}

function NotificationFields({ form }: { form: SettingsForm }) {
  const user = useSignedInUser();
  return (
    <Card className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">Hear the moment a client opens, accepts or pays: by email, in the bell at the top and on your phone.</p>
        <Field label="Notify me at" hint={`Leave empty to use your sign-in address, ${user.email}.`} error={form.formState.errors.notifyEmail?.message}>
          <Input type="email" autoComplete="email" {...form.register('notifyEmail')} />
        </Field>
        <ul className="flex flex-col gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <Controller
              key={kind}
              control={form.control}
              name={`notifications.${kind}`}
              render={({ field }) => <KindLine kind={kind} on={field.value} onChange={field.onChange} />}
            />
          ))}
        </ul>
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
