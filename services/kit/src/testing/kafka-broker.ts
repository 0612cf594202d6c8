import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A real Apache Kafka broker without Docker:
 * the broker's jars come from Maven Central through `mvn dependency:copy-dependencies`
 * (cached under `.cache/kafka/`), the storage is formatted with `kafka.tools.StorageTool`
 * and `kafka.Kafka` runs one KRaft node that is both broker and controller on 127.0.0.1.
 * Used by the Kafka tests' global setup, the fault tests (which kill and restart it),
 * the benchmark and `npm run start:distributed`.
 */

export const KAFKA_VERSION = '3.9.1';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CACHE = path.join(ROOT, '.cache/kafka');

export interface KafkaBroker {
  /** `host:port`, as KAFKA_BROKERS takes it. */
  brokers: string;
  /** Milliseconds from launching the JVM to the broker answering (the last start). */
  startupMs: number;
  /** SIGKILL, as a crash or a lost machine would end it. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and data after `kill` or `stop`. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface KafkaBrokerOptions {
  /** Where the broker keeps its log; formatted afresh unless it already holds a cluster. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  heapMb?: number;
  log?: (line: string) => void;
}

/** Fetches Kafka and a logging backend (Kafka 3.9's POM brings none) once; answers the jar folder. */
async function kafkaJars(): Promise<string> {
  const libs = path.join(CACHE, `kafka-${KAFKA_VERSION}`);
  if (existsSync(libs)) return libs;
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(path.join(CACHE, 'fetch-'));
  try {
    await writeFile(path.join(work, 'pom.xml'), brokerPom());
    const mvn = spawnSync(
      'mvn',
      ['-q', '-B', 'dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${path.join(work, 'libs')}`],
      { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (mvn.error) throw new Error(`Kafka's jars come from Maven Central: install Maven (${mvn.error.message})`);
    if (mvn.status !== 0) throw new Error(`mvn dependency:copy-dependencies failed with exit code ${mvn.status}`);
    // Renamed into place whole, so a second process never sees half a download.
    await rename(path.join(work, 'libs'), libs).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(libs)) throw error;
    });
    return libs;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function brokerPom(): string {
  const dependency = (groupId: string, artifactId: string, version: string) =>
    `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`;
  return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>au.cobber</groupId><artifactId>kafka-broker</artifactId><version>1</version>
  <dependencies>
    ${dependency('org.apache.kafka', 'kafka_2.13', KAFKA_VERSION)}
    ${dependency('org.slf4j', 'slf4j-reload4j', '1.7.36')}
  </dependencies>
</project>
`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function serverProperties(dataDir: string, port: number, controllerPort: number): string {
  return `process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:${controllerPort}
listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}
advertised.listeners=PLAINTEXT://127.0.0.1:${port}
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=${path.join(dataDir, 'log')}
auto.create.topics.enable=false
num.partitions=3
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=3
group.initial.rebalance.delay.ms=0
broker.heartbeat.interval.ms=500
broker.session.timeout.ms=2000
`;
}

// The broker says little (WARN and up) except the line that tells it is serving.
const LOG4J = `log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.BrokerServer=INFO
`;
const READY = 'Transition from STARTING to STARTED';

/**
 * A cluster id as Kafka makes one: 16 random bytes in URL-safe base64, never starting with '-'.
 * The storage tool reads an id like "-Xc…" as an option and refuses it (one start in 64 failed so).
 */
export function newClusterId(random: () => Buffer = () => randomBytes(16)): string {
  for (;;) {
    const id = random().toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

export async function startKafkaBroker(options: KafkaBrokerOptions): Promise<KafkaBroker> {
  const libs = await kafkaJars();
  const dataDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  const controllerPort = await freePort();
  const heapMb = options.heapMb ?? 512;
  const log = options.log ?? (() => undefined);
  const classpath = `${libs}/*`;
  const properties = path.join(dataDir, 'server.properties');
  const log4j = path.join(dataDir, 'log4j.properties');
  await mkdir(dataDir, { recursive: true });
  await writeFile(properties, serverProperties(dataDir, port, controllerPort));
  await writeFile(log4j, LOG4J);
  const jvm = [`-Xmx${heapMb}m`, `-Xms${Math.min(heapMb, 256)}m`, '-XX:+UseSerialGC', `-Dlog4j.configuration=file:${log4j}`, '-cp', classpath];

  if (!existsSync(path.join(dataDir, 'log', 'meta.properties'))) {
    const clusterId = newClusterId();
    const format = spawnSync('java', [...jvm, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties], { encoding: 'utf8' });
    if (format.error) throw new Error(`Kafka needs Java 17 or later on PATH (${format.error.message})`);
    if (format.status !== 0) throw new Error(`Formatting Kafka's storage failed: ${format.stderr || format.stdout}`);
  }

  let child: ChildProcess | null = null;
  const broker: KafkaBroker = {
    brokers: `127.0.0.1:${port}`,
    startupMs: 0,
    async kill() {
      await end('SIGKILL');
    },
    async restart() {
      await launch();
    },
    async stop() {
      await end('SIGTERM');
    },
  };

  async function launch(): Promise<void> {
    const started = performance.now();
    const java = spawn('java', [...jvm, 'kafka.Kafka', properties], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = java;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        output = (output + text).slice(-4000);
        for (const line of text.split('\n')) if (line.trim()) log(line);
        if (output.includes(READY)) {
          java.removeListener('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null) => reject(new Error(`Kafka exited with ${code} while starting:\n${output}`));
      java.stdout.on('data', onData);
      java.stderr.on('data', onData);
      java.once('exit', onExit);
    });
    broker.startupMs = Math.round(performance.now() - started);
  }

  async function end(signal: NodeJS.Signals): Promise<void> {
    const java = child;
    child = null;
    if (!java || java.exitCode !== null || java.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
    java.kill(signal);
    const force = setTimeout(() => java.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
  }

  await launch();
  return broker;
}
