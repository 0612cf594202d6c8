import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './kafka-broker.ts';

/**
 * A real S3-compatible server without Docker (issue 14), started the way the Kafka broker
 * is: Adobe's S3Mock, whose runnable Spring Boot jar (the `exec` classifier) comes from
 * Maven Central through `mvn dependency:copy` once (cached under `.cache/s3mock/`), run
 * on 127.0.0.1 with its objects in a folder of the caller's. 4.x is the line that runs on
 * Java 17 (Spring Boot 3).
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
  heapMb?: number;
  log?: (line: string) => void;
}

/** Fetches the S3Mock jar once; answers its path. */
export async function s3MockJar(): Promise<string> {
  const jar = path.join(CACHE, `s3mock-${S3MOCK_VERSION}-exec.jar`);
  if (existsSync(jar)) return jar;
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(path.join(CACHE, 'fetch-'));
  try {
    const mvn = spawnSync('mvn', ['-q', '-B', 'dependency:copy', `-Dartifact=com.adobe.testing:s3mock:${S3MOCK_VERSION}:jar:exec`, `-DoutputDirectory=${work}`], {
      cwd: work,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (mvn.error) throw new Error(`S3Mock comes from Maven Central: install Maven (${mvn.error.message})`);
    if (mvn.status !== 0) throw new Error(`mvn dependency:copy of S3Mock ${S3MOCK_VERSION} failed with exit code ${mvn.status}`);
    // Renamed into place whole, so a second process never runs half a download.
    await rename(path.join(work, path.basename(jar)), jar).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(jar)) throw error;
    });
    return jar;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  const jar = await s3MockJar();
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const heapMb = options.heapMb ?? 256;
  const started = performance.now();
  // C1 only and the serial collector: it starts sooner and a test's few requests need no more.
  const java = spawn(
    'java',
    [
      `-Xmx${heapMb}m`,
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-jar',
      jar,
      `--com.adobe.testing.s3mock.httpPort=${port}`,
      // Its HTTPS listener too, on a port of its own choosing: nothing here uses it.
      '--server.port=0',
      `--com.adobe.testing.s3mock.store.root=${dataDir}`,
      `--com.adobe.testing.s3mock.store.initialBuckets=${(options.buckets ?? []).join(',')}`,
      '--com.adobe.testing.s3mock.store.retainFilesOnExit=false',
      '--spring.main.banner-mode=off',
      '--logging.level.root=WARN',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
