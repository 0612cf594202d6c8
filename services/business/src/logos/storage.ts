import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOGO_URL_PREFIX = '/api/uploads/logos/';
const NAME = /^[a-f0-9]{32}\.png$/;

/** Logos on disk under an unguessable name, outside any web root; served by the service. */
export class LogoStore {
  readonly #dir: string;

  constructor(uploadDir: string) {
    this.#dir = path.resolve(uploadDir, 'logos');
  }

  async save(png: Buffer): Promise<string> {
    await mkdir(this.#dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.png`;
    await writeFile(path.join(this.#dir, name), png, { flag: 'wx' });
    return `${LOGO_URL_PREFIX}${name}`;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!NAME.test(name)) return null;
    return readFile(path.join(this.#dir, name)).catch(() => null);
  }
}
