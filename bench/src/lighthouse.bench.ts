import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedOwner } from './owner-seed.ts';
import { startChild } from './processes.ts';
import { signUp } from './session.ts';

/** Debian's Chromium, headless, with nothing of its own on the network while it is measured. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What every screen should reach on a 2-core machine in Lighthouse's mobile run. */
const AIM = { score: 95, tbt: 200, lcp: 2000 };

interface Screen {
  name: string;
  path: string;
  /** Opened signed in (the owner's session cookie) or as a client or a visitor, signed out. */
  signedIn: boolean;
}

interface Measure {
  /** The longest tasks on the main thread and the scripts' own time, for BENCH_LIGHTHOUSE_DETAIL. */
  detail: string[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbt: number;
  lcp: number;
}

/**
 * Lighthouse's mobile run (its default config: simulated slow 4G and a 4× slower CPU) on
 * every screen, each beside the client's quote page measured in the same run.
 * BENCH_LIGHTHOUSE_RUNS runs each screen that many times and takes the median;
 * BENCH_LIGHTHOUSE_SCREENS (names, comma-separated, e.g. "New Quote,Settings") measures only
 * those beside the public quote page; BENCH_LIGHTHOUSE_DETAIL=1 prints where each screen's
 * main-thread time went (its long tasks and each script's evaluation).
 */
export async function benchLighthouse(): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54393' });
  try {
    const base = app.info.url;
    const owner = await signUp(base);
    const { acceptedQuoteId, sentQuoteId, invoiceId } = await seedOwner(owner, base);
    const screens: Screen[] = [
      { name: 'Public quote page', path: `/quote/${acceptedQuoteId}`, signedIn: false },
      { name: 'Public invoice page', path: `/invoice/${invoiceId}`, signedIn: false },
      { name: 'Login', path: '/', signedIn: false },
      { name: 'Dashboard', path: '/', signedIn: true },
      { name: 'Generate Quote (AI)', path: '/quote/ai', signedIn: true },
      { name: 'New Quote', path: '/quote/new', signedIn: true },
      { name: 'Quote Details', path: `/quote/${acceptedQuoteId}/details`, signedIn: true },
      { name: 'Quote History', path: `/quote/${acceptedQuoteId}/history`, signedIn: true },
      { name: 'Deposit', path: `/quote/${sentQuoteId}/deposit`, signedIn: true },
      { name: 'Invoices', path: '/invoices', signedIn: true },
      { name: 'Invoice Details', path: `/invoice/${invoiceId}`, signedIn: true },
      { name: 'Receipts', path: '/receipts', signedIn: true },
      { name: 'Clients', path: '/clients', signedIn: true },
      { name: 'Settings', path: '/settings', signedIn: true },
      { name: 'Price book', path: '/settings/price-book', signedIn: true },
    ];
    const chosen = (process.env.BENCH_LIGHTHOUSE_SCREENS ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    const measuredScreens = chosen.length ? screens.filter((screen, index) => index === 0 || chosen.some((name) => screen.name.toLowerCase().startsWith(name))) : screens;
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    try {
      const measured: { screen: Screen; measure: Measure }[] = [];
      for (const screen of measuredScreens) {
        const each: Measure[] = [];
        for (let n = 0; n < runs; n++) each.push(await auditAgain(`${base}${screen.path}`, chrome.port, screen.signedIn ? owner.cookie : undefined));
        const measure = median(each);
        console.error(`lighthouse: ${screen.name} ${measure.performance}`);
        if (process.env.BENCH_LIGHTHOUSE_DETAIL) for (const line of each[0]!.detail) console.error(`  ${line}`);
        measured.push({ screen, measure });
      }
      print(measured, runs);
    } finally {
      chrome.kill();
    }
  } finally {
    await app.stop();
  }
}

/**
 * Lighthouse asks to be run again when its trace of the load went wrong (NO_NAVSTART and
 * the like, more often on a busy machine): up to three tries before the bench gives up.
 */
async function auditAgain(url: string, port: number, cookie: string | undefined): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${(error as Error).message}; trying again`);
    }
  }
}

/** One Lighthouse mobile run of a page with a fresh cache, signed in when given the cookie. */
async function audit(url: string, port: number, cookie: string | undefined): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    detail: detailOf(audits),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];

/** The long tasks (start and duration, in the simulated run) and each script's evaluation and parse time. */
function detailOf(audits: Audits): string[] {
  const rows = (id: string) => ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const tasks = rows('long-tasks').map((task) => `long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${short(task.url)}`);
  const scripts = rows('bootup-time').map((script) => `script ${short(script.url)}: ${Math.round(Number(script.scripting))} ms evaluating, ${Math.round(Number(script.scriptParseCompile))} ms parsing`);
  return [...tasks, ...scripts];
}

/** Each figure's median over the runs, taken on its own. */
function median(runs: Measure[]): Measure {
  const middle = (pick: (m: Measure) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    detail: runs[0]!.detail,
    performance: middle((m) => m.performance),
    accessibility: middle((m) => m.accessibility),
    bestPractices: middle((m) => m.bestPractices),
    tbt: middle((m) => m.tbt),
    lcp: middle((m) => m.lcp),
  };
}

function print(measured: { screen: Screen; measure: Measure }[], runs: number): void {
  const publicQuote = measured[0]!.measure;
  console.log(`\nLighthouse 12 mobile (simulated slow 4G, 4× CPU), Debian's Chromium, ${runs === 1 ? 'one run' : `median of ${runs} runs`} a screen`);
  console.log(`${'screen'.padEnd(22)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'TBT ms'.padStart(7)} ${'LCP s'.padStart(6)} ${'LCP/public'.padStart(10)}`);
  for (const { screen, measure } of measured) {
    const warnings = [
      measure.performance < AIM.score ? `score < ${AIM.score}` : '',
      measure.tbt > AIM.tbt ? `TBT > ${AIM.tbt} ms` : '',
      measure.lcp > AIM.lcp ? `LCP > ${AIM.lcp / 1000} s` : '',
    ].filter(Boolean);
    console.log(
      [
        screen.name.padEnd(22),
        String(measure.performance).padStart(4),
        String(measure.accessibility).padStart(4),
        String(measure.bestPractices).padStart(4),
        measure.tbt.toFixed(0).padStart(7),
        (measure.lcp / 1000).toFixed(2).padStart(6),
        (measure.lcp / publicQuote.lcp).toFixed(2).padStart(10),
        warnings.length ? ` ⚠ ${warnings.join(', ')}` : '',
      ].join(' '),
    );
  }
  console.log(`aim: every screen ≥ ${AIM.score}, TBT ≤ ${AIM.tbt} ms, LCP ≤ ${AIM.lcp / 1000} s (⚠ marks a screen short of it)`);
}
