import { ChevronRight, Landmark, Sheet, type LucideIcon } from 'lucide-react';
import { Card, Field, Input, Select } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { SectionScreen } from '../SectionScreen.tsx';
import { accountingSection } from '../sections.ts';
import type { SettingsForm } from '../settingsForm.ts';
import { XeroCard } from '../xero/XeroCard.tsx';

export { firstData } from '../first-data.ts';

/** Settings → Accounting: where sales go in Xero and MYOB, how GST is reported, and the books themselves. */
export default function AccountingSettingsScreen() {
  return <SectionScreen section={accountingSection}>{(form) => <AccountingFields form={form} />}</SectionScreen>;
}

function AccountingFields({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <>
      <XeroCard />
      <div className="flex flex-col gap-2">
        <BooksLink to="/settings/accounting-export" icon={Sheet} label="Accounting export" />
        <BooksLink to="/settings/bas" icon={Landmark} label="GST for the BAS" />
      </div>
      <Card className="flex flex-col gap-4">
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
    </>
  );
}

function BooksLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to}>
      <Card className="flex items-center gap-3">
        <Icon aria-hidden className="size-5 text-accent" />
        <span className="flex-1 font-semibold">{label}</span>
        <ChevronRight aria-hidden className="size-5 text-stone-400" />
      </Card>
    </Link>
  );
}
