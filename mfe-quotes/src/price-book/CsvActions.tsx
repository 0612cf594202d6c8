import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import type { PriceBookImportResult } from '@cobber/contracts';
import { apiPath } from '@cobber/web';
import { Button, buttonClasses, Card, cn } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { useImportPriceBook } from '../common/hooks/price-book.ts';

/** Export CSV (a download) and Import CSV (a file picker), with what the import did line by line. */
export function CsvActions() {
  const picker = useRef<HTMLInputElement>(null);
  const importCsv = useImportPriceBook();
  const [result, setResult] = useState<PriceBookImportResult | null>(null);

  async function importFile(file: File | undefined) {
    if (!file) return;
    try {
      setResult(await importCsv.mutateAsync(file));
    } catch (failure) {
      setResult(null);
      toast({ title: 'Import failed', description: failure instanceof Error ? failure.message : undefined, variant: 'destructive' });
    } finally {
      // The same file can be picked again once fixed.
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <a href={apiPath('GET /api/price-book/export')} download="price-book.csv" className={cn(buttonClasses('outline', 'sm'), 'w-full')}>
          <Download aria-hidden />
          Export CSV
        </a>
        <Button variant="outline" size="sm" className="w-full" disabled={importCsv.isPending} onClick={() => picker.current?.click()}>
          <Upload aria-hidden />
          {importCsv.isPending ? 'Importing...' : 'Import CSV'}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
      </div>
      {result && <ImportResult result={result} />}
    </div>
  );
}

function ImportResult({ result }: { result: PriceBookImportResult }) {
  return (
    <Card role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-semibold">
        Imported {result.imported}, updated {result.updated}
      </p>
      {result.errors.length > 0 && (
        <ul className="flex flex-col gap-1 text-red-700">
          {result.errors.map((error) => (
            <li key={error.line}>
              Line {error.line}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
