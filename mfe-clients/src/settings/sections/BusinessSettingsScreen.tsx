import { Card, Field, Input } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { useUploadLogo } from '@cobber/web/data';
import { errorMessage } from '../../common/errorMessage.ts';
import { LogoPicker } from '../../common/LogoPicker.tsx';
import { TimeZoneSelect } from '../../common/TimeZoneSelect.tsx';
import { SectionScreen } from '../SectionScreen.tsx';
import { businessSection } from '../sections.ts';
import type { SettingsForm } from '../settingsForm.ts';

export { firstData } from '../first-data.ts';

/** Settings → Business: who the quotes and invoices are from. */
export default function BusinessSettingsScreen() {
  return <SectionScreen section={businessSection}>{(form) => <BusinessFields form={form} />}</SectionScreen>;
}

function BusinessFields({ form }: { form: SettingsForm }) {
  const uploadLogo = useUploadLogo('POST /api/upload-logo');
  const { errors } = form.formState;

  function upload(logo: File) {
    uploadLogo.mutate(logo, {
      onSuccess: ({ logoUrl, brandColors }) => {
        form.setValue('logoUrl', logoUrl, { shouldDirty: true });
        form.setValue('brandColors', brandColors ?? null, { shouldDirty: true });
        toast({ title: 'Logo uploaded', description: 'Your business logo has been uploaded successfully.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Upload failed', description: errorMessage(error, 'Failed to upload logo'), variant: 'destructive' }),
    });
  }

  function removeLogo() {
    form.setValue('logoUrl', null, { shouldDirty: true });
    form.setValue('brandColors', null, { shouldDirty: true });
    toast({ title: 'Logo removed', description: 'Your business logo has been removed. Save settings to confirm.' });
  }

  return (
    <Card className="flex flex-col gap-4">
      <LogoPicker logoUrl={form.watch('logoUrl')} uploading={uploadLogo.isPending} onUpload={upload} onRemove={removeLogo} />
      <Field label="Business name" error={errors.businessName?.message}>
        <Input autoComplete="organization" {...form.register('businessName')} />
      </Field>
      <Field label="ABN" error={errors.abn?.message}>
        <Input inputMode="numeric" placeholder="53 004 085 616" {...form.register('abn')} />
      </Field>
      <Field label="Phone" error={errors.businessPhone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('businessPhone')} />
      </Field>
      <Field
        label="Business contact email"
        hint="Shown on quotes and invoices as the contact email, not used to send mail."
        error={errors.businessContactEmail?.message}
      >
        <Input type="email" autoComplete="email" {...form.register('businessContactEmail')} />
      </Field>
      <Field label="Time zone" hint="Due dates, overdue invoices and receipt dates follow this state's day." error={errors.timeZone?.message}>
        <TimeZoneSelect {...form.register('timeZone')} />
      </Field>
    </Card>
  );
}
