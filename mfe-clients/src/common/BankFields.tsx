import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@cobber/ui';

/** The bank details an invoice is paid to, as Setup and Settings both ask them. */
interface BankValues {
  bankName?: string | null | undefined;
  bsb?: string | null | undefined;
  accountNumber?: string | null | undefined;
  accountName?: string | null | undefined;
}

/**
 * Bank name, BSB (at most 7 characters, "123-456"), account number (at most 10) and
 * account name, for any form that has those four fields.
 */
export function BankFields<Values extends BankValues>(props: { register: UseFormRegister<Values>; errors: FieldErrors<Values> }) {
  const register = props.register as unknown as UseFormRegister<BankValues>;
  const errors = props.errors as FieldErrors<BankValues>;
  return (
    <>
      <Field label="Bank name" error={errors.bankName?.message}>
        <Input {...register('bankName')} />
      </Field>
      <Field label="BSB" error={errors.bsb?.message}>
        <Input inputMode="numeric" maxLength={7} placeholder="123-456" {...register('bsb')} />
      </Field>
      <Field label="Account number" error={errors.accountNumber?.message}>
        <Input inputMode="numeric" maxLength={10} {...register('accountNumber')} />
      </Field>
      <Field label="Account name" hint="Holder name for bank transfers" error={errors.accountName?.message}>
        <Input {...register('accountName')} />
      </Field>
    </>
  );
}
