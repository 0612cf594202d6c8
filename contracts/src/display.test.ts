import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `file` loads at run time (type-only imports load nothing), and itself. */
async function loadedModules(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = await readFile(file, 'utf8');
  const imports = source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
  for (const [, specifier] of imports) {
    if (specifier!.startsWith('.')) await loadedModules(path.resolve(path.dirname(file), specifier!), seen);
    else seen.add(specifier!);
  }
  return seen;
}

describe('@cobber/contracts/display', () => {
  it('loads no schema library, so a first screen that imports it downloads none', async () => {
    const modules = await loadedModules(path.join(import.meta.dirname, 'display.ts'));
    expect([...modules].filter((name) => !name.startsWith('/'))).toEqual([]);
    expect(modules.size).toBeGreaterThan(3);
  });

  it('shows the same facts as the package’s index', async () => {
    const display = await import('./display.ts');
    const index = await import('./index.ts');
    for (const [name, value] of Object.entries(display)) expect(index[name as keyof typeof index], name).toBe(value);
  });
});
