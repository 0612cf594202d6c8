import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './kafka-broker.ts';

/**
 * A real S3-compatible server without Docker, started the way the Kafka broker
 * is: Adobe's S3Mock, whose runnable Spring Boot jar (the `exec` classifier) comes from
 * Maven Central through `mvn dependency:copy` once (made ready under `.cache/s3mock/`),
 * run on 127.0.0.1 with its objects in a folder of the caller's. 4.x is the line that
 * runs on Java 17 (Spring Boot 3). Used by the S3 tests' global setup.
 */

export const S3MOCK_VERSION = '4.11.0';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CACHE = path.join(ROOT, '.cache/s3mock');
const STARTUP_LIMIT_MS = 120_000;

export interface S3Server {
  /** `http://127.0.0.1:PORT`, as S3_ENDPOINT takes it. */
  endpoint: string;
  region: string;
  /** S3Mock checks no signature: any keys are let in. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Milliseconds from launching the JVM to the server answering. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface S3ServerOptions {
  /** Where it keeps the objects; removed by S3Mock when it stops. */
  dataDir: string;
  /** Buckets there from the start. */
  buckets?: string[];
  log?: (line: string) => void;
}

// C1 only and the serial collector: it starts sooner and a test's few requests need no more.
// The same flags make and use the class-data archive (CDS), which must match them.
const JVM = ['-Xmx256m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
const ARCHIVE = 's3mock.jsa';
const jarName = `s3mock-${S3MOCK_VERSION}-exec.jar`;

/**
 * S3Mock ready to run, made once: the jar fetched, unpacked into plain jars (Spring Boot's
 * `extract`) and a class-data archive recorded from one start. It then answers in about
 * 1.6 s rather than 2.2 s, and 4-5 s rather than 10-19 s on a busy machine. Answers the folder.
 */
export async function s3MockApp(): Promise<string> {
  const app = path.join(CACHE, `s3mock-${S3MOCK_VERSION}`);
  if (existsSync(app)) return app;
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(path.join(CACHE, 'fetch-'));
  try {
    const made = path.join(work, 'app');
    fetchJar(work);
    run('java', ['-Djarmode=tools', '-jar', path.join(work, jarName), 'extract', '--destination', made], 'Unpacking S3Mock');
    // Renamed into place whole, so a second process never runs half a download.
    const renamed = await rename(made, app).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (!existsSync(app)) throw error;
        return false;
      },
    );
    // In place, as the archive holds the jars' paths; until it is there, starts go without it.
    if (renamed) await recordClassArchive(app, work);
    return app;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function fetchJar(into: string): void {
  const mvn = spawnSync('mvn', ['-q', '-B', 'dependency:copy', `-Dartifact=com.adobe.testing:s3mock:${S3MOCK_VERSION}:jar:exec`, `-DoutputDirectory=${into}`], {
    cwd: into,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (mvn.error) throw new Error(`S3Mock comes from Maven Central: install Maven (${mvn.error.message})`);
  if (mvn.status !== 0) throw new Error(`mvn dependency:copy of S3Mock ${S3MOCK_VERSION} failed with exit code ${mvn.status}`);
}

/** Starts it once up to its refreshed context (then it exits), recording the classes it loaded. */
async function recordClassArchive(app: string, work: string): Promise<void> {
  const args = serverArguments(await freePort(), path.join(work, 'objects'), []);
  const recording = path.join(work, ARCHIVE);
  run('java', [...JVM, `-XX:ArchiveClassesAtExit=${recording}`, '-Dspring.context.exit=onRefresh', '-jar', path.join(app, jarName), ...args], "Recording S3Mock's class archive");
  await rename(recording, path.join(app, ARCHIVE));
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${what}: S3Mock needs Java 17 or later on PATH (${result.error.message})`);
  if (result.status !== 0) throw new Error(`${what} failed with exit code ${result.status}:\n${(result.stderr || result.stdout).slice(-4000)}`);
}

function serverArguments(port: number, objects: string, buckets: string[]): string[] {
  return [
    `--com.adobe.testing.s3mock.httpPort=${port}`,
    // Its HTTPS listener too, on a port of its own choosing: nothing here uses it.
    '--server.port=0',
    `--com.adobe.testing.s3mock.store.root=${objects}`,
    `--com.adobe.testing.s3mock.store.initialBuckets=${buckets.join(',')}`,
    '--com.adobe.testing.s3mock.store.retainFilesOnExit=false',
    '--spring.main.banner-mode=off',
    '--logging.level.root=WARN',
  ];
}

export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  const app = await s3MockApp();
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const archive = path.join(app, ARCHIVE);
  const classes = existsSync(archive) ? [`-XX:SharedArchiveFile=${archive}`] : [];
  const java = spawn('java', [...JVM, ...classes, '-jar', path.join(app, jarName), ...serverArguments(port, dataDir, options.buckets ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(java, log);
  const endpoint = `http://127.0.0.1:${port}`;
  await untilAnswering(endpoint, java, output);
  return {
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'cobber-test',
    secretAccessKey: 'cobber-test-secret',
    startupMs: Math.round(performance.now() - started),
    stop: () => stop(java),
  };
}

/** The last of what it printed, for the error when it does not start. */
function collectOutput(java: ChildProcess, log: (line: string) => void): () => string {
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  java.stdout?.on('data', onData);
  java.stderr?.on('data', onData);
  return () => output;
}

/** Ready once listing the buckets answers 200 (its log says "Started" before the store is set up). */
async function untilAnswering(endpoint: string, java: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  const ended: { why?: string } = {};
  java.once('error', (error) => (ended.why = `S3Mock needs Java 17 or later on PATH (${error.message})`));
  java.once('exit', (code) => (ended.why = `S3Mock exited with ${code} while starting:\n${output()}`));
  while (Date.now() < deadline) {
    if (ended.why) throw new Error(ended.why);
    const answer = await fetch(`${endpoint}/`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop(java);
  throw new Error(`S3Mock did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${output()}`);
}

async function stop(java: ChildProcess): Promise<void> {
  if (java.exitCode !== null || java.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
  java.kill('SIGTERM');
  const force = setTimeout(() => java.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(force);
}
