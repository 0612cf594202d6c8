import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LogOut } from 'lucide-react';
import { MAX_HOURLY_RATE, MIN_HOURLY_RATE, type Business } from '@cobber/contracts';
import { buttonClasses, Button, Card, CardTitle, Field, Input, Label, Select, Textarea, useFirstErrorOnSubmit } from '@cobber/ui';
import { Switch, toast } from '@cobber/ui/widgets';
import { errorMessage } from '../common/errorMessage.ts';
import { LogoPicker } from '../common/LogoPicker.tsx';
import { useForgetOutboxOnSignOut, useSaveBusiness, useUploadLogo } from '@cobber/ui/data';
import { showServerFieldErrors } from '../common/serverErrors.ts';
import { TimeZoneSelect } from '../common/TimeZoneSelect.tsx';
import {
  hourlyRate,
  settingsFieldName,
  settingsFromBusiness,
  settingsResolver,
  type SettingsValues,
} from './settingsForm.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** Spec §2 "Settings screen": every business detail, saved with one fixed button. */
export function SettingsForm({ existing }: { existing: Business | null }) {
  const saveBusiness = useSaveBusiness();
  const forgetOutbox = useForgetOutboxOnSignOut();
  const uploadLogo = useUploadLogo('/api/upload-logo');
  const gstHintId = useId();
  const signatureHintId = useId();
  const form = useForm({
    resolver: settingsResolver,
    defaultValues: settingsFromBusiness(existing),
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const formRef = useFirstErrorOnSubmit(submitCount);
  const logoUrl = form.watch('logoUrl');

  function upload(logo: File) {
    uploadLogo.mutate(logo, {
      onSuccess: ({ logoUrl: uploaded, brandColors }) => {
        form.setValue('logoUrl', uploaded, { shouldDirty: true });
        form.setValue('brandColors', brandColors ?? null, { shouldDirty: true });
        toast({ title: 'Logo uploaded', description: 'Your business logo has been uploaded successfully.', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Upload failed', description: errorMessage(error, 'Failed to upload logo'), variant: 'destructive' }),
    });
  }

  function removeLogo() {
    form.setValue('logoUrl', null, { shouldDirty: true });
    form.setValue('brandColors', null, { shouldDirty: true });
    toast({ title: 'Logo removed', description: 'Your business logo has been removed. Save settings to confirm.' });
  }

  const save = form.handleSubmit((fields) =>
    saveBusiness.mutate(
      { existing, fields },
      {
        onSuccess: (saved) => {
          form.reset(settingsFromBusiness(saved));
          toast({ title: 'Settings saved', variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors<SettingsValues>(error, form.setError, settingsFieldName);
          toast({ title: errorMessage(error, 'Failed to save settings'), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form ref={formRef} onSubmit={save} noValidate className="flex flex-col gap-5 pb-20">
      <UnsavedChangesGuard unsaved={isDirty} />
      <h1 className="text-2xl font-bold">Settings</h1>
      <Card className="flex flex-col gap-4">
        <CardTitle>Business details</CardTitle>
        <LogoPicker logoUrl={logoUrl} uploading={uploadLogo.isPending} onUpload={upload} onRemove={removeLogo} />
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
      <Card className="flex flex-col gap-4">
        <CardTitle>Quotes and invoices</CardTitle>
        <Field label="Payment terms / notes" error={errors.paymentTerms?.message}>
          <Textarea {...form.register('paymentTerms')} />
        </Field>
        <Field label="Quote footer notes (optional)" error={errors.quoteFooterNotes?.message}>
          <Textarea {...form.register('quoteFooterNotes')} />
        </Field>
        <Field label="Default hourly labour rate" error={errors.defaultHourlyRate?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="30"
            max="300"
            placeholder="90.00"
            {...form.register('defaultHourlyRate', {
              onBlur: (event: { target: HTMLInputElement }) => {
                const rate = hourlyRate(event.target.value);
                if (rate >= MIN_HOURLY_RATE && rate <= MAX_HOURLY_RATE) form.setValue('defaultHourlyRate', rate.toFixed(2), { shouldDirty: true });
              },
            })}
          />
        </Field>
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="apply-gst">Apply GST</Label>
            <p id={gstHintId} className="text-xs text-stone-500">
              Automatically add 10% GST to quote totals
            </p>
          </div>
          <Controller
            control={form.control}
            name="applyGST"
            render={({ field }) => (
              <Switch id="apply-gst" aria-describedby={gstHintId} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        <Field label="Quotes valid for (days)" hint="A quote closes this many days after it is first sent." error={errors.quoteValidDays?.message}>
          <Input type="number" inputMode="numeric" min="1" max="365" step="1" {...form.register('quoteValidDays')} />
        </Field>
        <Field label="Terms and conditions" hint="Shown to your client before they accept a quote." error={errors.quoteTerms?.message}>
          <Textarea rows={5} {...form.register('quoteTerms')} />
        </Field>
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="require-signature">Ask clients to sign</Label>
            <p id={signatureHintId} className="text-xs text-stone-500">
              Accepting a quote takes their full name, a signature and a tick on your terms
            </p>
          </div>
          <Controller
            control={form.control}
            name="requireSignature"
            render={({ field }) => (
              <Switch id="require-signature" aria-describedby={signatureHintId} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Bank details</CardTitle>
        <Field label="Bank name" error={errors.bankName?.message}>
          <Input {...form.register('bankName')} />
        </Field>
        <Field label="BSB" error={errors.bsb?.message}>
          <Input inputMode="numeric" maxLength={7} placeholder="123-456" {...form.register('bsb')} />
        </Field>
        <Field label="Account number" error={errors.accountNumber?.message}>
          <Input inputMode="numeric" maxLength={10} {...form.register('accountNumber')} />
        </Field>
        <Field label="Account name" hint="Holder name for bank transfers" error={errors.accountName?.message}>
          <Input {...form.register('accountName')} />
        </Field>
        <Field label="PayID" hint="Email, mobile (04xx xxx xxx) or ABN for instant bank payments" error={errors.payId?.message}>
          <Input autoComplete="off" {...form.register('payId')} />
        </Field>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Accounting</CardTitle>
        <Field label="Xero sales account code" hint="Where invoices go in Xero's import; 200 is Sales in Xero's standard chart." error={errors.xeroAccountCode?.message}>
          <Input autoComplete="off" maxLength={10} {...form.register('xeroAccountCode')} />
        </Field>
        <Field label="MYOB income account" hint="Where invoices go in MYOB AccountRight's import, like 4-1000." error={errors.myobAccountNumber?.message}>
          <Input autoComplete="off" maxLength={6} {...form.register('myobAccountNumber')} />
        </Field>
        <Field label="GST on your BAS" hint="Ask your BAS agent which one you use; most small businesses report on cash." error={errors.basBasis?.message}>
          <Select {...form.register('basBasis')}>
            <option value="cash">Cash — GST when you are paid</option>
            <option value="accrual">Accruals — GST when you invoice</option>
          </Select>
        </Field>
      </Card>
      <a href="/api/logout" onClick={forgetOutbox} className={buttonClasses('outline')}>
        <LogOut aria-hidden />
        Sign Out
      </a>
      <div className="fixed inset-x-0 bottom-16 z-20 mx-auto max-w-xl px-4 pb-[env(safe-area-inset-bottom)]">
        <Button type="submit" className="w-full shadow-lg" disabled={!isDirty || saveBusiness.isPending || uploadLogo.isPending}>
          {saveBusiness.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
