import { execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer.ts';

const FROM = 'Cobber <quotes@cobber.example>';
const PDF = new TextEncoder().encode('%PDF-1.7\n% a tiny stand-in for a quote PDF\n%%EOF\n');

function quoteMail(subject: string): MailMessage {
  return {
    to: 'jordan@example.com',
    subject,
    html: '<p>Your quote is ready: <a href="http://localhost:3000/quote/abc">View quote</a></p>',
    text: 'Your quote is ready: http://localhost:3000/quote/abc',
    attachments: [{ filename: 'Quote.pdf', content: PDF, contentType: 'application/pdf' }],
  };
}

/** The messages `index.html` lists, in the file's order: each page name and subject. */
async function listedOnPage(dir: string): Promise<{ name: string; subject: string }[]> {
  const page = await readFile(join(dir, 'index.html'), 'utf8');
  return [...page.matchAll(/<tr><td>[^<]*<\/td><td>[^<]*<\/td><td><a href="([^"]+)\.html">([^<]*)<\/a>/g)].map(([, name, subject]) => ({
    name: name!,
    subject: subject!,
  }));
}

/** The messages `index.jsonl` lists, in the file's order. */
async function listedInLines(dir: string): Promise<{ name: string; subject: string }[]> {
  const lines = (await readFile(join(dir, 'index.jsonl'), 'utf8')).split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as { name: string; subject: string });
}

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('local mailbox', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cobber-mailbox-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists every message exactly once when two mailboxes and another process send at once', async () => {
    const dir = join(root, 'shared');
    // Another process on the same folder, as the quotes and invoices services run when distributed.
    const script = `const { createMailer } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'mailer.ts')).href)});
const mailer = createMailer({ mailboxDir: ${JSON.stringify(dir)}, from: 'Cobber <invoices@cobber.example>' });
const pdf = new TextEncoder().encode('%PDF-1.7\\n%%EOF\\n');
process.stdout.write('ready\\n');
const results = await Promise.all(Array.from({ length: 80 }, (_, i) =>
  mailer.send({ to: 'sam@example.com', subject: 'Invoice child-' + i, html: '<p>Invoice</p>', text: 'Invoice',
    attachments: [{ filename: 'Invoice.pdf', content: pdf, contentType: 'application/pdf' }] })));
if (results.some((r) => !r.accepted)) throw new Error(JSON.stringify(results.find((r) => !r.accepted)));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childDone = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise((resolve) => child.stdout.once('data', resolve));

    const quotes = createMailer({ mailboxDir: dir, from: FROM });
    const invoices = createMailer({ mailboxDir: dir, from: FROM });
    const sent = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => quotes.send(quoteMail(`Quote quotes-${i}`))),
      ...Array.from({ length: 60 }, (_, i) => invoices.send(quoteMail(`Quote invoices-${i}`))),
    ]);
    expect(sent.every((result) => result.accepted)).toBe(true);
    expect(await childDone).toBe(0);

    const expected = [
      ...Array.from({ length: 60 }, (_, i) => `Quote quotes-${i}`),
      ...Array.from({ length: 60 }, (_, i) => `Quote invoices-${i}`),
      ...Array.from({ length: 80 }, (_, i) => `Invoice child-${i}`),
    ].sort();
    const onPage = await listedOnPage(dir);
    expect(onPage.map((m) => m.subject).sort()).toEqual(expected);
    expect(new Set(onPage.map((m) => m.name)).size).toBe(200);
    const inLines = await listedInLines(dir);
    expect(inLines.map((m) => m.subject).sort()).toEqual(expected);
    expect((await readFile(join(dir, 'index.html'), 'utf8')).match(/<!doctype html>/g)).toHaveLength(1);
    // Every listed page is there to open.
    const files = new Set(await readdir(dir));
    expect(onPage.filter((m) => !files.has(`${m.name}.html`) || !files.has(`${m.name}.eml`))).toEqual([]);
  });

  it('only ever appends to its lists: what a send found there stays byte for byte', async () => {
    const dir = join(root, 'append');
    const mailer = createMailer({ mailboxDir: dir, from: FROM });
    await mailer.send(quoteMail('First quote'));
    const pageBefore = await readFile(join(dir, 'index.html'), 'utf8');
    const linesBefore = await readFile(join(dir, 'index.jsonl'), 'utf8');
    await mailer.send(quoteMail('Second quote'));
    const pageAfter = await readFile(join(dir, 'index.html'), 'utf8');
    const linesAfter = await readFile(join(dir, 'index.jsonl'), 'utf8');
    expect(pageAfter.startsWith(pageBefore) && pageAfter.length > pageBefore.length).toBe(true);
    expect(linesAfter.startsWith(linesBefore) && linesAfter.length > linesBefore.length).toBe(true);
  });

  it('shows the list newest first in a browser opening the file from disk', async () => {
    const dir = join(root, 'browser');
    const mailer = createMailer({ mailboxDir: dir, from: FROM });
    for (const subject of ['Oldest quote', 'Middle quote', 'Newest quote']) await mailer.send(quoteMail(subject));
    // The page as a browser lays it out: rows in the order they appear on screen, top to bottom.
    const probe = join(dir, 'probe.html');
    const measure = `<script>document.body.dataset.order = [...document.querySelectorAll('tbody tr')]
  .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map((row) => row.cells[2].textContent).join('|');</script>`;
    await writeFile(probe, (await readFile(join(dir, 'index.html'), 'utf8')) + measure);
    const { stdout } = await promisify(execFile)('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--dump-dom', pathToFileURL(probe).href], {
      timeout: 30_000,
    });
    expect(/data-order="([^"]*)"/.exec(stdout)?.[1]).toBe('Newest quote|Middle quote|Oldest quote');
  });

  it('starts the list again when a person deleted it while the app runs', async () => {
    const dir = join(root, 'deleted');
    const mailer = createMailer({ mailboxDir: dir, from: FROM });
    await mailer.send(quoteMail('Before'));
    await unlink(join(dir, 'index.html'));
    await mailer.send(quoteMail('After'));
    expect((await listedOnPage(dir)).map((m) => m.subject)).toEqual(['After']);
    expect((await readFile(join(dir, 'index.html'), 'utf8')).startsWith('<!doctype html>')).toBe(true);
  });

  it('moves a list kept the old way aside and starts a new one', async () => {
    const dir = join(root, 'old');
    await mkdir(dir);
    const oldPage = '<!doctype html><html><body><table><tr><td>Old quote</td></tr></table></body></html>\n';
    await writeFile(join(dir, 'index.json'), '[{"name":"old","to":"a@b.c","subject":"Old quote","sentAt":"2026-01-01T00:00:00.000Z","attachments":[]}]');
    await writeFile(join(dir, 'index.html'), oldPage);
    await createMailer({ mailboxDir: dir, from: FROM }).send(quoteMail('New quote'));

    expect((await listedOnPage(dir)).map((m) => m.subject)).toEqual(['New quote']);
    const files = await readdir(dir);
    expect(files).not.toContain('index.json');
    const asidePage = files.find((f) => /^index-before-.+\.html$/.test(f))!;
    expect(await readFile(join(dir, asidePage), 'utf8')).toBe(oldPage);
    expect(files.filter((f) => /^index-before-.+\.json$/.test(f))).toHaveLength(1);
  });

  it('keeps the folder to its owner (0700) and every file in it too (0600)', async () => {
    const dir = join(root, 'private', 'mailbox');
    await createMailer({ mailboxDir: dir, from: FROM }).send(quoteMail('Private quote'));
    expect(await mode(dir)).toBe(0o700);
    const [name] = (await listedOnPage(dir)).map((m) => m.name);
    for (const file of ['index.html', 'index.jsonl', `${name}.html`, `${name}.eml`, `${name}/Quote.pdf`]) {
      expect([file, await mode(join(dir, file))]).toEqual([file, 0o600]);
    }
    expect(await mode(join(dir, name!))).toBe(0o700);
  });

  it('makes a folder left open by an earlier version private', async () => {
    const dir = join(root, 'open');
    await mkdir(dir);
    await chmod(dir, 0o755);
    await createMailer({ mailboxDir: dir, from: FROM }).send(quoteMail('Quote'));
    expect(await mode(dir)).toBe(0o700);
  });
});
