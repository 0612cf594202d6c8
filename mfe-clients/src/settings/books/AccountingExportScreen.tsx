import { useState } from 'react';
import { Download } from 'lucide-react';
import { AUSTRALIAN_TIME_ZONE, BookRange, fieldErrors, todayIn, type IsoDate } from '@cobber/contracts';
import { Button, buttonClasses, Card, CardTitle, Field, Input, LoadFailed, PageSpinner } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import { Choices } from './Choices.tsx';
import { displayDay, exportDownloads, RANGE_CHOICES, rangeOf, type RangeChoice } from './ranges.ts';

/** Settings → Accounting export: a range, and the three files for the bookkeeper. */
export default function AccountingExportScreen() {
  const business = useBusiness();
  if (business.isPending) return <PageSpinner />;
  if (business.isError) {
    return <LoadFailed title="Error loading settings" message="There was an issue loading your business settings." onRetry={() => business.refetch()} />;
  }
  return <AccountingExport today={todayIn(business.data?.timeZone ?? AUSTRALIAN_TIME_ZONE)} />;
}

function AccountingExport({ today }: { today: IsoDate }) {
  const [choice, setChoice] = useState<RangeChoice>('month');
  const [custom, setCustom] = useState<BookRange>(rangeOf('month', today));
  const range = choice === 'custom' ? custom : rangeOf(choice, today);
  const checked = BookRange.safeParse(range);
  const problems: Partial<Record<keyof BookRange, string>> = checked.success ? {} : fieldErrors(checked.error);

  return (
    <div className="flex flex-col gap-4 pb-6">
      <h1 className="text-2xl font-bold">Accounting export</h1>
      <p className="text-sm text-stone-600">Invoices and payments for your bookkeeper, ready to import into Xero or MYOB.</p>
      <Card className="flex flex-col gap-4">
        <CardTitle>Range</CardTitle>
        <Choices label="Range" options={RANGE_CHOICES} value={choice} onChange={setChoice} />
        {choice === 'custom' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label="From" error={problems.from}>
              <Input type="date" value={custom.from} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
            </Field>
            <Field label="To" error={problems.to}>
              <Input type="date" value={custom.to} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
            </Field>
          </div>
        ) : (
          <p className="text-sm font-medium" data-testid="export-range">
            {displayDay(range.from)} – {displayDay(range.to)}
          </p>
        )}
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>Download</CardTitle>
        {exportDownloads(range).map((download) =>
          checked.success ? (
            <a key={download.key} href={download.href} download={download.filename} className={buttonClasses('outline')}>
              <Download aria-hidden />
              {download.label}
            </a>
          ) : (
            <Button key={download.key} variant="outline" disabled>
              <Download aria-hidden />
              {download.label}
            </Button>
          ),
        )}
        <ul className="flex list-disc flex-col gap-1 pl-5 text-xs text-stone-500">
          <li>Xero: Sales → Invoices → Import, and choose “Tax exclusive”. Xero works out the GST on each line itself, so a total can differ from Cobber’s by a cent.</li>
          <li>MYOB AccountRight: File → Import Data → Sales → Service Sales, tab-delimited, with a header record.</li>
          <li>Invoices count on the day they were made; deposit requests and cancelled invoices are left out.</li>
        </ul>
      </Card>
    </div>
  );
}
