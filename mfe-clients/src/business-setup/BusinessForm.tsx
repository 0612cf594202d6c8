import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '@cobber/ui/router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CreateBusiness, DEFAULT_HOURLY_RATE, DEFAULT_PAYMENT_TERMS, type Business } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input, Textarea } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { LogoPicker } from '../common/LogoPicker.tsx';
import { BankFields } from '../common/BankFields.tsx';
import { useSaveBusiness, useUploadLogo } from '@cobber/web/data';
import { showServerFieldErrors } from '../common/serverErrors.ts';
import { deviceTimeZone, TimeZoneSelect } from '../common/TimeZoneSelect.tsx';
import { hourlyRate } from '../settings/settingsForm.ts';
import { GstChoice } from './GstChoice.tsx';

/**
 * The onboarding form's fields (name, abn, phone, email, paymentTerms, logoUrl),
 * the time zone, and what a first invoice needs to be paid: GST, the hourly rate and the
 * bank details. Only the name must be given.
 */
const SetupForm = CreateBusiness.pick({
  name: true,
  abn: true,
  phone: true,
  email: true,
  paymentTerms: true,
  logoUrl: true,
  brandColors: true,
  timeZone: true,
  applyGST: true,
  defaultHourlyRate: true,
  bankName: true,
  bsb: true,
  accountNumber: true,
  accountName: true,
});
type SetupInput = z.input<typeof SetupForm>;

export function BusinessForm({ existing }: { existing: Business | null }) {
  const navigate = useNavigate();
  const saveBusiness = useSaveBusiness();
  const uploadLogo = useUploadLogo('POST /api/business/upload-logo');
  const form = useForm<SetupInput, unknown, z.output<typeof SetupForm>>({
    resolver: zodResolver(SetupForm),
    defaultValues: {
      name: existing?.name ?? '',
      abn: existing?.abn ?? '',
      phone: existing?.phone ?? '',
      email: existing?.email ?? '',
      paymentTerms: existing?.paymentTerms ?? DEFAULT_PAYMENT_TERMS,
      logoUrl: existing?.logoUrl ?? null,
      brandColors: existing?.brandColors ?? null,
      timeZone: existing?.timeZone ?? deviceTimeZone(),
      applyGST: existing?.applyGST ?? false,
      defaultHourlyRate: existing?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE,
      bankName: existing?.bankName ?? '',
      bsb: existing?.bsb ?? '',
      accountNumber: existing?.accountNumber ?? '',
      accountName: existing?.accountName ?? '',
    },
  });
  const { errors } = form.formState;

  function upload(logo: File) {
    uploadLogo.mutate(logo, {
      onSuccess: ({ logoUrl, brandColors }) => {
        form.setValue('logoUrl', logoUrl, { shouldDirty: true });
        form.setValue('brandColors', brandColors ?? null, { shouldDirty: true });
        toast({
          title: 'Logo Uploaded',
          description: brandColors
            ? 'Logo uploaded and brand colors generated successfully'
            : 'Logo uploaded successfully',
          variant: 'success',
        });
      },
      onError: () =>
        toast({ title: 'Upload Failed', description: 'Failed to upload logo. Please try again.', variant: 'destructive' }),
    });
  }

  const save = form.handleSubmit((fields) =>
    saveBusiness.mutate(
      { existing, fields },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Business information saved successfully', variant: 'success' });
          navigate(existing ? '/' : '/quote/new');
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError);
          toast({ title: 'Error', description: 'Failed to save business information', variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Your business</h1>
      <Card className="flex flex-col gap-4">
        <LogoPicker logoUrl={form.watch('logoUrl') ?? null} uploading={uploadLogo.isPending} onUpload={upload} />
        <Field label="Business name" error={errors.name?.message}>
          <Input autoComplete="organization" {...form.register('name')} />
        </Field>
        <Field label="ABN" error={errors.abn?.message}>
          <Input inputMode="numeric" placeholder="53 004 085 616" {...form.register('abn')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Time zone" error={errors.timeZone?.message}>
          <TimeZoneSelect {...form.register('timeZone')} />
        </Field>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>GST and your rate</CardTitle>
        <Controller control={form.control} name="applyGST" render={({ field }) => <GstChoice registered={field.value ?? false} onChange={field.onChange} />} />
        <Field label="Default hourly labour rate" hint="Labour on a new quote starts at this rate." error={errors.defaultHourlyRate?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="30"
            max="300"
            placeholder="90.00"
            {...form.register('defaultHourlyRate', { setValueAs: (entry: unknown) => hourlyRate(String(entry)) })}
          />
        </Field>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Bank details</CardTitle>
        <p className="text-sm text-stone-600">Printed on your invoices so clients can pay you. You can add them later in Settings.</p>
        <BankFields register={form.register} errors={errors} />
        <Field label="Payment terms / notes" error={errors.paymentTerms?.message}>
          <Textarea {...form.register('paymentTerms')} />
        </Field>
      </Card>
      <Button type="submit" disabled={saveBusiness.isPending || uploadLogo.isPending}>
        {saveBusiness.isPending ? 'Saving...' : existing ? 'Update Business' : 'Start your quote'}
      </Button>
    </form>
  );
}

