import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_CLIENT, QUARTER, startBooks, type Books } from '../books/testing/services.ts';

/** Xero's sales-invoice import template, as Xero's own file heads it (Xero Central, "Import invoices"). */
const XERO_TEMPLATE =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme';

const range = `from=${QUARTER.from}&to=${QUARTER.to}`;
const dayFirst = (date: string) => date.split('-').reverse().join('/');

/** The file as a spreadsheet or an importer reads it: UTF-8 after its byte order mark, records by a real CSV parser. */
async function csvOf(response: Response): Promise<Record<string, string>[]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes), { bom: true, columns: true, skip_empty_lines: false, relax_column_count: false });
}

describe('the books for accounting software (GET /api/exports/…)', () => {
  let books: Books;
  beforeAll(async () => {
    books = await startBooks();
  }, 60_000);
  afterAll(() => books?.stop());

  it("hands Xero the quarter's invoices as its import template: one row per line, tax-exclusive, travel a line, deposit requests and cancelled invoices left out", async () => {
    const response = await books.get(books.sam, `/api/exports/xero/invoices.csv?${range}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cobber-xero-invoices-2026-10-01-to-2026-12-31.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder().decode(await response.clone().arrayBuffer());
    expect(text.split('\r\n')[0]).toBe(XERO_TEMPLATE);
    const rows = await csvOf(response);
    const { paidInFull, partPaid, hostile } = books.invoices;
    expect(rows.map((row) => [row['*InvoiceNumber'], row['*Description'], row['*Quantity'], row['*UnitAmount']])).toEqual([
      [paidInFull.invoiceNumber, 'Install LED downlights', '3.00', '90.00'],
      [paidInFull.invoiceNumber, 'LED downlight kit', '6.00', '24.95'],
      [paidInFull.invoiceNumber, 'Disposal', '1.00', '15.00'],
      [paidInFull.invoiceNumber, 'Travel (20 km)', '20.00', '1.50'],
      [partPaid.invoiceNumber, 'Electrician', '8.00', '95.00'],
      [partPaid.invoiceNumber, 'Switchboard', '1.00', '340.00'],
      [hostile.invoiceNumber, expect.any(String), '1.00', '11.00'],
      [hostile.invoiceNumber, expect.any(String), '2.00', '5.50'],
      [hostile.invoiceNumber, expect.any(String), '1.00', '11.00'],
    ]);
    expect(rows[0]).toEqual({
      '*ContactName': 'Zoe Nguyen',
      EmailAddress: 'zoe@example.com',
      POAddressLine1: '',
      POAddressLine2: '',
      POAddressLine3: '',
      POAddressLine4: '',
      POCity: '',
      PORegion: '',
      POPostalCode: '',
      POCountry: '',
      '*InvoiceNumber': paidInFull.invoiceNumber,
      Reference: 'Q-0001',
      '*InvoiceDate': '15/10/2026',
      '*DueDate': dayFirst(paidInFull.dueDate),
      InventoryItemCode: '',
      '*Description': 'Install LED downlights',
      '*Quantity': '3.00',
      '*UnitAmount': '90.00',
      Discount: '',
      '*AccountCode': '200',
      '*TaxType': 'GST on Income',
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
      Currency: 'AUD',
      BrandingTheme: '',
    });
    // Made at 00:30 on 1 October in Sydney: this quarter's, dated as the business saw it.
    expect(rows.find((row) => row['*InvoiceNumber'] === hostile.invoiceNumber)!['*InvoiceDate']).toBe('01/10/2026');
    // Each invoice's lines come to its subtotal (Xero adds the GST: GST on Income).
    const subtotal = (number: string) =>
      rows.filter((row) => row['*InvoiceNumber'] === number).reduce((cents, row) => cents + Math.round(Number(row['*Quantity']) * Number(row['*UnitAmount']) * 100), 0);
    expect([subtotal(paidInFull.invoiceNumber), subtotal(partPaid.invoiceNumber), subtotal(hostile.invoiceNumber)]).toEqual([46470, 110000, 3300]);
  });

  it('names the account from the business setting, and marks the invoices of a business not registered for GST as BAS Excluded', async () => {
    const { body: business } = await books.alex.business('GET', '/api/business');
    expect((await books.alex.business('PATCH', `/api/business/${business.id}`, { xeroAccountCode: '4000' })).status).toBe(200);
    await expect.poll(async () => (await csvOf(await books.get(books.alex, `/api/exports/xero/invoices.csv?${range}`)))[0]?.['*AccountCode']).toBe('4000');
    const rows = await csvOf(await books.get(books.alex, `/api/exports/xero/invoices.csv?${range}`));
    expect(rows).toEqual([
      expect.objectContaining({
        '*ContactName': 'Zoe Nguyen',
        '*InvoiceNumber': books.alexInvoice.invoiceNumber,
        '*InvoiceDate': '05/11/2026',
        '*Description': 'Drain clearing',
        '*Quantity': '2.00',
        '*UnitAmount': '80.00',
        '*AccountCode': '4000',
        '*TaxType': 'BAS Excluded',
        Currency: 'AUD',
      }),
    ]);
  });

  it('keeps commas, quotes and line breaks in their cells, and shows formula-looking text as text', async () => {
    const rows = await csvOf(await books.get(books.sam, `/api/exports/xero/invoices.csv?${range}`));
    const hostile = rows.filter((row) => row['*InvoiceNumber'] === books.invoices.hostile.invoiceNumber);
    expect(hostile.map((row) => row['*ContactName'])).toEqual(Array(3).fill(`'${HOSTILE_CLIENT.name}`));
    expect(hostile.map((row) => row['*Description'])).toEqual([
      `'+61 400 000 000 after hours, "urgent", call first\nthen knock`,
      `'-2 hours: @SUM(A1:A9)`,
      `'@Bunnings run\t(fuses)`,
    ]);
    // What a spreadsheet would run: no cell of the file starts with =, +, -, @, a tab or a carriage return.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("hands MYOB AccountRight the quarter's sales: tab-delimited, a line per invoice line, a blank line between sales, each sale adding up to its total", async () => {
    const response = await books.get(books.sam, `/api/exports/myob/invoices.txt?${range}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cobber-myob-invoices-2026-10-01-to-2026-12-31.txt"');
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(['Co./Last Name', 'Invoice No.', 'Date', 'Customer PO', 'Description', 'Account No.', 'Amount', 'Inc-Tax Amount', 'Tax Code'].join('\t'));
    // After the header, each sale's lines, one blank line between sales.
    const groups = lines.slice(1).join('\n').split('\n\n').map((group) => group.split('\n').map((line) => line.split('\t')));
    const { paidInFull, partPaid, hostile } = books.invoices;
    expect(groups.map((group) => group.map((cells) => cells[1]))).toEqual([Array(4).fill(paidInFull.invoiceNumber), Array(2).fill(partPaid.invoiceNumber), Array(3).fill(hostile.invoiceNumber)]);
    expect(groups[0]).toEqual([
      ['Zoe Nguyen', paidInFull.invoiceNumber, '15/10/2026', 'Q-0001', 'Install LED downlights', '4-1000', '270.00', '297.00', 'GST'],
      ['Zoe Nguyen', paidInFull.invoiceNumber, '15/10/2026', 'Q-0001', 'LED downlight kit', '4-1000', '149.70', '164.67', 'GST'],
      ['Zoe Nguyen', paidInFull.invoiceNumber, '15/10/2026', 'Q-0001', 'Disposal', '4-1000', '15.00', '16.50', 'GST'],
      ['Zoe Nguyen', paidInFull.invoiceNumber, '15/10/2026', 'Q-0001', 'Travel (20 km)', '4-1000', '30.00', '33.00', 'GST'],
    ]);
    // The invoice's GST (46.47, rounded once) is spread over its lines: 511.17 in all.
    const incTax = (group: string[][]) => group.reduce((cents, cells) => cents + Math.round(Number(cells[7]) * 100), 0);
    expect(groups.map(incTax)).toEqual([51117, 121000, 3630]);
    // No cell breaks a record: a line break or tab in a description became a space, and formulas stay text.
    expect(groups[2]!.map((cells) => cells.length)).toEqual([9, 9, 9]);
    expect(groups[2]!.map((cells) => cells[4])).toEqual([`'+61 400 000 000 after hours, "urgent", call first then knock`, `'-2 hours: @SUM(A1:A9)`, `'@Bunnings run (fuses)`]);
    expect(groups[2]![0]![0]).toBe(`'${HOSTILE_CLIENT.name}`);
  });

  it('gives MYOB N-T for a business not registered for GST, and its own account number', async () => {
    const { body: business } = await books.alex.business('GET', '/api/business');
    expect((await books.alex.business('PATCH', `/api/business/${business.id}`, { myobAccountNumber: '4-1100' })).status).toBe(200);
    const line = async () => (await (await books.get(books.alex, `/api/exports/myob/invoices.txt?${range}`)).text()).trimEnd().split('\r\n')[1]?.split('\t');
    await expect.poll(async () => (await line())?.[5]).toBe('4-1100');
    expect(await line()).toEqual(['Zoe Nguyen', books.alexInvoice.invoiceNumber, '05/11/2026', 'Q-0001', 'Drain clearing', '4-1100', '160.00', '160.00', 'N-T']);
  });

  it("lists the quarter's payments for bank reconciliation, each with its share of its invoice's GST", async () => {
    const response = await books.get(books.sam, `/api/exports/payments.csv?${range}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cobber-payments-2026-10-01-to-2026-12-31.csv"');
    const rows = await csvOf(response);
    const { paidInFull, partPaid, lastQuarter } = books.invoices;
    expect(rows.map((row) => [row.Date, row['Invoice Number'], row['Quote Number'], row.Client, row.Method, row.Amount, row.GST])).toEqual([
      ['03/10/2026', lastQuarter.invoiceNumber, '', 'Zoe Nguyen', 'Bank Transfer', '110.00', '10.00'],
      ['02/11/2026', paidInFull.invoiceNumber, '', 'Zoe Nguyen', 'EFTPOS', '511.17', '46.47'],
      // 500.00 of 1,210.00 carrying 110.00 GST: 45.4545… rounds to 45.45.
      ['20/11/2026', partPaid.invoiceNumber, '', 'Zoe Nguyen', 'Bank Transfer', '500.00', '45.45'],
      ['01/12/2026', '', '', 'Walk-in', 'Cash', '80.00', ''],
      // A deposit on a quote of 220.00 carrying 20.00 GST, not yet invoiced: 10.00.
      ['05/12/2026', '', 'Q-0006', 'Zoe Nguyen', 'Credit Card', '110.00', '10.00'],
    ]);
    expect(rows.map((row) => row['Receipt Number'])).toEqual(expect.arrayContaining([expect.stringMatching(/^REC-\d{4}$/)]));
  });

  it("gives another owner none of Sam's invoices or payments, and an owner with none an empty file", async () => {
    for (const path of ['/api/exports/xero/invoices.csv', '/api/exports/payments.csv']) {
      expect(await csvOf(await books.get(books.jo, `${path}?${range}`))).toEqual([]);
    }
    expect((await (await books.get(books.jo, `/api/exports/myob/invoices.txt?${range}`)).text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    const alexs = await csvOf(await books.get(books.alex, `/api/exports/xero/invoices.csv?${range}`));
    expect(alexs.map((row) => row['*InvoiceNumber'])).toEqual([books.alexInvoice.invoiceNumber]);
    expect(await csvOf(await books.get(books.alex, `/api/exports/payments.csv?${range}`))).toEqual([]);
  });

  it('answers 400 naming the field for a range that is missing, not dates, backwards or longer than 400 days, and 401 signed out', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { from: 'Enter the start date as YYYY-MM-DD', to: 'Enter the end date as YYYY-MM-DD' }],
      ['from=2026-10-01', { to: 'Enter the end date as YYYY-MM-DD' }],
      ['from=1/10/2026&to=2026-12-31', { from: 'Enter the start date as YYYY-MM-DD' }],
      ['from=2026-10-01&to=2026-02-30', { to: 'Enter the end date as YYYY-MM-DD' }],
      ['from=2026-10-01&to=2026-09-30', { to: 'The end date is before the start date' }],
      ['from=2025-01-01&to=2026-12-31', { to: 'Choose at most 400 days' }],
      ['from=2026-10-01&from=2026-11-01&to=2026-12-31', { from: 'Enter the start date as YYYY-MM-DD' }],
    ];
    for (const path of ['/api/exports/xero/invoices.csv', '/api/exports/myob/invoices.txt', '/api/exports/payments.csv']) {
      for (const [query, fields] of cases) {
        const response = await books.get(books.sam, `${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
      }
      expect((await fetch(`${books.world.invoicesUrl}${path}?${range}`)).status).toBe(401);
    }
  });
});
