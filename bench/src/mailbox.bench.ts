import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createMailer, type Mailer, type MailMessage } from '@cobber/documents';
import { percentile } from './percentiles.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 5_000);
const WARM_UP = 1_000;
const count = (n: number) => n.toLocaleString('en-AU');
const FROM = 'Cobber <quotes@cobber.bench>';
// A stand-in the size of a quote's PDF (a real one is 3–10 KB, more with a logo).
const PDF = new TextEncoder().encode(`%PDF-1.7\n${'% quote line items and totals\n'.repeat(140)}%%EOF\n`);

function quoteMail(i: number): MailMessage {
  const link = `http://localhost:3000/quote/${crypto.randomUUID()}`;
  return {
    to: `client-${i}@example.com`,
    subject: `Quote Q-${String(i).padStart(5, '0')} from Sparky Bros Electrical`,
    html: `<p>G'day,</p><p>Your quote is ready: <a href="${link}">View quote</a></p><p>Total $591.25 inc. GST.</p>`,
    text: `G'day,\n\nYour quote is ready: ${link}\n\nTotal $591.25 inc. GST.`,
    replyTo: 'office@sparkybros.example',
    attachments: [{ filename: `Quote-Q-${i}.pdf`, content: PDF, contentType: 'application/pdf' }],
  };
}

/** A full garbage collection before each memory reading, so RSS shows what stays. */
function fullGc(): { collect: () => void; how: string } {
  if (typeof globalThis.gc === 'function') return { collect: globalThis.gc, how: 'node --expose-gc' };
  setFlagsFromString('--expose-gc');
  return { collect: runInNewContext('gc') as () => void, how: '--expose-gc set at run time through v8.setFlagsFromString' };
}

interface Memory {
  rss: number;
  /** What JavaScript still holds: flat when nothing is kept per message. */
  heapUsed: number;
  /** What V8 has taken from the system for its heap; it grows with the allocation rate and keeps it. */
  heapTotal: number;
}

function memory(collect: () => void): Memory {
  collect();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  return { rss, heapUsed, heapTotal };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** One send: its wall time, and the CPU time the whole process spent on it (libuv's file threads too). */
interface Sample {
  wallMs: number;
  cpuMs: number;
}

async function send(mailer: Mailer, i: number): Promise<Sample> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await mailer.send(quoteMail(i));
  const spent = process.cpuUsage(cpu);
  if (!result.accepted) throw new Error(`Mail ${i} not kept: ${result.error}`);
  return { wallMs: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000 };
}

function printMemory(readings: [string, Memory][], how: string): void {
  console.log(`memory after a full GC (${how})`);
  for (const [name, reading] of readings) {
    console.log(`  ${name.padEnd(12)} RSS ${mb(reading.rss).padStart(7)}   JS heap in use ${mb(reading.heapUsed).padStart(6)}   V8 heap taken ${mb(reading.heapTotal).padStart(6)}`);
  }
  const [start, thousand, end] = readings.map(([, reading]) => reading.rss) as [number, number, number];
  console.log(`  RSS end/start ×${(end / start).toFixed(2)}   end/after 1,000 ×${(end / thousand).toFixed(2)}`);
}

function printLatency(samples: Sample[]): void {
  const wall = (part: Sample[]) => part.map((sample) => sample.wallMs);
  const cpu = (part: Sample[]) => mean(part.map((sample) => sample.cpuMs));
  const first = samples.slice(0, 500);
  const last = samples.slice(-500);
  console.log('send latency (wall; the machine is shared, so read CPU time for the cost)');
  for (const [name, part] of [['first 500', first], ['last 500 ', last]] as const) {
    const times = wall(part);
    console.log(`  ${name}  p50 ${ms(percentile(times, 50))}   p99 ${ms(percentile(times, 99))}   max ${ms(Math.max(...times))}   CPU ${ms(cpu(part))} a send`);
  }
  const ratio = (of: (part: Sample[]) => number) => `×${(of(last) / of(first)).toFixed(2)}`;
  console.log(
    `  last/first  p50 ${ratio((part) => percentile(wall(part), 50))}   p99 ${ratio((part) => percentile(wall(part), 99))}   CPU ${ratio(cpu)}`,
  );
  const [early, late] = [samples.slice(0, 10), samples.slice(-10)];
  console.log(
    `per send, sends 1–10 (mailbox up to 10) against the last 10 (up to ${count(samples.length)}): wall median ${ms(percentile(wall(early), 50))} / ${ms(percentile(wall(late), 50))}   CPU ${ms(cpu(early))} / ${ms(cpu(late))}`,
  );
}

/**
 * Records that survive: a soak of the local mailbox (the embedded default
 * without SMTP). MAILS quote mails with a PDF through `createMailer`, one at a time as a
 * service sends them. Resident memory at the start, after 1,000 and at the end, each
 * after a full GC; send latency and CPU time over the first and the last 500; what a
 * send costs with 10 messages in the mailbox against MAILS. Before the append-only
 * mailbox, RSS grew 383 MB → 8 GB by about 1,800 sends, and a send took 635 ms
 * at 10,000.
 */
export async function benchMailbox(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-mailbox-'));
  const gc = fullGc();
  try {
    console.log(`\nMailbox: ${count(MAILS)} quote mails through createMailer without SMTP, each with a ${(PDF.length / 1024).toFixed(1)} KB PDF, one at a time`);
    // Compiled and warm before anything is measured, as in a service that has been
    // sending for a while, into a folder of its own: the measured mailbox starts empty.
    const warmUp = createMailer({ mailboxDir: path.join(dir, 'warm-up'), from: FROM });
    for (let i = 0; i < WARM_UP; i++) await send(warmUp, i);
    console.log(`(after ${count(WARM_UP)} warm-up sends into another folder)`);

    const mailbox = path.join(dir, 'mailbox');
    const mailer = createMailer({ mailboxDir: mailbox, from: FROM });
    const readings: [string, Memory][] = [['start', memory(gc.collect)]];
    const samples: Sample[] = [];
    for (let i = 0; i < MAILS; i++) {
      samples.push(await send(mailer, i));
      if (i + 1 === 1_000) readings.push(['after 1,000', memory(gc.collect)]);
    }
    readings.push([`after ${count(MAILS)}`, memory(gc.collect)]);

    printMemory(readings, gc.how);
    printLatency(samples);
    const listed = (await readFile(path.join(mailbox, 'index.jsonl'), 'utf8')).split('\n').filter(Boolean).length;
    const page = (await stat(path.join(mailbox, 'index.html'))).size;
    console.log(`index: ${count(listed)} of ${count(MAILS)} listed in index.jsonl; index.html ${(page / 2 ** 20).toFixed(1)} MB`);
    console.log('aim: RSS within 1.5× of the start, p99 and CPU a send flat (last/first about ×1)');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
