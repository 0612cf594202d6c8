import { PriceBookImportResult, PriceBookMessages, PriceBookPage } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld } from '../testing/services.ts';

const OLD_HEADER = 'description,type,unit_price,unit,times_used,last_used';
const HEADER = `${OLD_HEADER},always_with`;
const CSV = { 'content-type': 'text/csv' };

describe('the price book as CSV', () => {
  let world: QuotesWorld;
  let sam: Api;
  let ali: Api;
  const importCsv = async (api: Api, text: string) => {
    const { status, body } = await api('POST', '/api/price-book/import', text, CSV);
    expect(status).toBe(200);
    return PriceBookImportResult.parse(body);
  };
  const items = async (api: Api) => PriceBookPage.parse((await api('GET', '/api/price-book?includeHidden=true&limit=100')).body).items;

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam } = await world.owner());
    ({ quotes: ali } = await world.owner({ name: 'Ali Plumbing' }));
  });
  afterAll(() => world.stop());

  it('keeps the good rows of an import and names each bad one by its line (1 is the header)', async () => {
    const file = [
      OLD_HEADER,
      'Smoke alarm,materials,85.00,each,,',
      'Call-out fee,other,$80,,,',
      ',materials,10.00,,,',
      'Mystery,deposit,10.00,,,',
      'Cheap thing,materials,twelve,,,',
      '',
      '"Cable, TPS 2.5 mm² ""twin""",Materials,3.50,m,7,2026-01-01T00:00:00Z',
      'Labour hour,labour,95,hr,,',
      'Too,many,1.00,,,,,',
      'smoke ALARM,materials,86.00,each,,',
    ].join('\r\n');
    const result = await importCsv(sam, file);
    expect(result.imported).toBe(4);
    expect(result.updated).toBe(0);
    expect(result.errors.map((e) => e.line)).toEqual([4, 5, 6, 10, 11]);
    expect(result.errors[0]!.message).toMatch(/^description: /);
    expect(result.errors[2]!.message).toMatch(/^unit_price: /);
    expect(result.errors[4]!.message).toMatch(/same as line 2/);

    const book = await items(sam);
    expect(book.map(({ description, type, unitPrice, unit, timesUsed }) => ({ description, type, unitPrice, unit, timesUsed }))).toEqual(
      expect.arrayContaining([
        { description: 'Smoke alarm', type: 'materials', unitPrice: '85.00', unit: 'each', timesUsed: 0 },
        { description: 'Call-out fee', type: 'other', unitPrice: '80.00', unit: null, timesUsed: 0 },
        { description: 'Cable, TPS 2.5 mm² "twin"', type: 'materials', unitPrice: '3.50', unit: 'm', timesUsed: 0 },
        { description: 'Labour hour', type: 'labor', unitPrice: '95.00', unit: 'hr', timesUsed: 0 },
      ]),
    );

    // The same description again changes the item rather than adding one.
    expect(await importCsv(sam, `${OLD_HEADER}\nSMOKE ALARM,materials,88.00,each,,\n`)).toEqual({ imported: 0, updated: 1, errors: [] });
    expect((await items(sam)).find((i) => i.description === 'Smoke alarm')?.unitPrice).toBe('88.00');
  });

  it('needs the header row, text/csv and at most 1 MB', async () => {
    const noHeader = await sam('POST', '/api/price-book/import', 'Smoke alarm,materials,85.00,each,,\n', CSV);
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error.message).toContain(HEADER);
    expect((await sam('POST', '/api/price-book/import', `${HEADER}\n`, { 'content-type': 'application/json' })).status).toBe(415);
    const huge = `${HEADER}\n${'x'.repeat(1024 * 1024)}`;
    expect((await sam('POST', '/api/price-book/import', huge, CSV)).status).toBe(413);
  });

  it('imports a file of 10,000 rows (over half a megabyte) in one go, and again as updates', async () => {
    const rows = Array.from({ length: 10_000 }, (_, n) => `Bulk item number ${n} from the wholesaler list,materials,${(n % 500) + 1}.25,each,,,`);
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(500_000);
    const result = await importCsv(ali, file);
    expect(result).toEqual({ imported: 10_000, updated: 0, errors: [] });
    expect(PriceBookPage.parse((await ali('GET', '/api/price-book?search=number%209999')).body).items.map((i) => i.unitPrice)).toEqual(['500.25']);
    expect((await importCsv(ali, file)).updated).toBe(10_000);
  });

  it('exports with a spreadsheet formula made harmless, and an export imports back to the same book', async () => {
    await sam('POST', '/api/price-book', { description: '=HYPERLINK("http://evil.example")', type: 'other', unitPrice: 1 });
    await sam('POST', '/api/price-book', { description: '@SUM(A1)', type: 'other', unitPrice: 2, unit: '-m' });
    await sam('POST', '/api/price-book', { description: 'Certificate of compliance', type: 'other', unitPrice: 65, alwaysWith: 'switchboard, meter box' });
    const exported = await sam('GET', '/api/price-book/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="price-book.csv"');
    const text = exported.body as string;
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")",other,1.00,,0,,`);
    expect(text).toContain(`'@SUM(A1),other,2.00,'-m,0,,`);
    expect(text.split('\r\n').some((line) => /^[=+\-@]/.test(line) || /,[=+\-@]/.test(line))).toBe(false);
    expect(text).toMatch(/\r\nCertificate of compliance,other,65\.00,,0,,"switchboard, meter box"\r\n/);

    const { quotes: kim } = await world.owner({ name: 'Kim Carpentry' });
    const result = await importCsv(kim, text);
    expect(result.errors).toEqual([]);
    const shape = (list: Awaited<ReturnType<typeof items>>) =>
      list.map(({ description, type, unitPrice, unit, hidden, alwaysWith }) => ({ description, type, unitPrice, unit, hidden, alwaysWith })).sort((a, b) => a.description.localeCompare(b.description));
    expect(shape(await items(kim))).toEqual(shape(await items(sam)));
  });

  it('carries the work an item goes with as always_with: set, cleared, kept by a file without the column, and checked', async () => {
    const { quotes: jo } = await world.owner({ name: 'Jo Electrical' });
    const withRule = `${HEADER}\nSafety switch test,other,45,,,,"switchboard, meter box"\nSmoke alarm,materials,85,each,,,\n`;
    expect(await importCsv(jo, withRule)).toEqual({ imported: 2, updated: 0, errors: [] });
    const rules = async () => Object.fromEntries((await items(jo)).map((item) => [item.description, item.alwaysWith]));
    expect(await rules()).toEqual({ 'Safety switch test': 'switchboard, meter box', 'Smoke alarm': null });

    // An export from before the column changes prices and leaves the rule as it was.
    expect(await importCsv(jo, `${OLD_HEADER}\nSafety switch test,other,50,,,\n`)).toEqual({ imported: 0, updated: 1, errors: [] });
    expect((await rules())['Safety switch test']).toBe('switchboard, meter box');
    // A file with the column says what the rule is now: an empty cell is none.
    expect(await importCsv(jo, `${HEADER}\nSafety switch test,other,50,,,,\n`)).toEqual({ imported: 0, updated: 1, errors: [] });
    expect((await rules())['Safety switch test']).toBeNull();

    const tooLong = await importCsv(jo, `${HEADER}\nRCD,materials,40,,,,${'x'.repeat(201)}\n`);
    expect(tooLong.errors).toEqual([{ line: 2, message: `always_with: ${PriceBookMessages.alwaysWith}` }]);
  });
});
