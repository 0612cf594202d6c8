import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoSize, PhotoStore } from './storage.ts';

/** Random names only: a name from the database is checked against this before it touches the disk. */
const NAME = /^[a-f0-9]{32}$/;

/** Job photos on disk (UPLOAD_DIR/photos), outside any web root. */
export class DiskPhotoStore implements PhotoStore {
  readonly #dir: string;

  constructor(uploadDir: string) {
    this.#dir = path.resolve(uploadDir, 'photos');
  }

  #file(name: string, size: PhotoSize): string {
    if (!NAME.test(name)) throw new Error('Not a photo file name');
    return path.join(this.#dir, `${name}-${size}.jpg`);
  }

  async save(files: Record<PhotoSize, Buffer>): Promise<string> {
    await mkdir(this.#dir, { recursive: true });
    const name = randomBytes(16).toString('hex');
    try {
      await writeFile(this.#file(name, 'display'), files.display, { flag: 'wx' });
      await writeFile(this.#file(name, 'thumbnail'), files.thumbnail, { flag: 'wx' });
    } catch (error) {
      await this.remove(name);
      throw error;
    }
    return name;
  }

  async read(name: string, size: PhotoSize): Promise<Buffer | null> {
    return readFile(this.#file(name, size)).catch(() => null);
  }

  async remove(name: string): Promise<void> {
    await Promise.all((['display', 'thumbnail'] as const).map((size) => rm(this.#file(name, size), { force: true })));
  }
}
