import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUploadKey } from '../upload/upload-rules.js';
import type { MediaStore } from './media-store.js';

/**
 * Originals as files under one folder (DATA_DIR/media/upload/<hex>). For one machine only: a
 * second API instance on another machine would not see them (use the S3 store there). A write
 * goes to a temporary name and is renamed, so a reader never sees half a file.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  private fileOf(key: string): string {
    // keys are checked before they reach a path: nothing like `../` can name another file
    if (!isUploadKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
