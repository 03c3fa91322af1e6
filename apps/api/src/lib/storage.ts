import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a file waits for the transaction of its row to commit (DATA_DIR/uploads/.staging/<type>/<name>).
 * A dot folder: the uploads plugin never serves it.
 */
export const STAGING_DIR = '.staging';

const validType = (type: string) => /^[a-z-]+$/.test(type);
const validName = (name: string) => /^[\w-]+\.[a-z]+$/.test(name);

/**
 * Image storage on the local disk: DATA_DIR/uploads/<type>/<generated name>, served at /uploads/.
 * A file that belongs to a database row is staged first and promoted once the row has committed
 * (see withStoredImage in stored-images.ts), so that no file of a transaction that failed stays.
 */
export class ImageStorage {
  constructor(readonly root: string) {}

  /** Answers when the storage can take files (the folder exists, made if missing, and is writable). */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  newName(extension = 'jpg'): string {
    return `${randomUUID()}.${extension}`;
  }

  private file(type: string, name: string): string {
    if (!validType(type) || !validName(name)) throw new Error(`invalid storage path ${type}/${name}`);
    return path.join(this.root, type, name);
  }

  private stagedFile(type: string, name: string): string {
    if (!validType(type) || !validName(name)) throw new Error(`invalid storage path ${type}/${name}`);
    return path.join(this.root, STAGING_DIR, type, name);
  }

  /** Writes a file where it is served at once: for files no transaction decides about (the demo seed). */
  async write(type: string, name: string, data: Buffer): Promise<void> {
    await mkdir(path.join(this.root, type), { recursive: true });
    await writeFile(this.file(type, name), data, { flag: 'wx' });
  }

  /**
   * Writes a file to the staging folder, never served, and flushes it to the disk: once the row
   * naming it commits, the file must be whole even after a crash.
   */
  async stage(type: string, name: string, data: Buffer): Promise<void> {
    const file = this.stagedFile(type, name);
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Moves a staged file to where it is served (a rename: atomic, on the same disk). */
  async promote(type: string, name: string): Promise<void> {
    await mkdir(path.join(this.root, type), { recursive: true });
    await rename(this.stagedFile(type, name), this.file(type, name));
  }

  /** Removes a staged file (its transaction failed). */
  async discard(type: string, name: string): Promise<void> {
    await rm(this.stagedFile(type, name), { force: true });
  }

  /** The staged files, by type; anything else found in the staging folder is removed. */
  async staged(): Promise<Map<string, string[]>> {
    const byType = new Map<string, string[]>();
    const stagingDir = path.join(this.root, STAGING_DIR);
    const entries = await readdir(stagingDir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      if (!entry.isDirectory() || !validType(entry.name)) {
        await rm(path.join(stagingDir, entry.name), { recursive: true, force: true });
        continue;
      }
      const names: string[] = [];
      for (const file of await readdir(path.join(stagingDir, entry.name), { withFileTypes: true })) {
        if (file.isFile() && validName(file.name)) names.push(file.name);
        else await rm(path.join(stagingDir, entry.name, file.name), { recursive: true, force: true });
      }
      byType.set(entry.name, names);
    }
    return byType;
  }

  /** The names of the stored (promoted) files of a type. */
  async stored(type: string): Promise<string[]> {
    if (!validType(type)) return [];
    const entries = await readdir(path.join(this.root, type), { withFileTypes: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      },
    );
    return entries.filter((e) => e.isFile() && validName(e.name)).map((e) => e.name);
  }

  /** Removes a stored file; external addresses and unknown names are ignored. */
  async remove(type: string, name: string | null | undefined): Promise<void> {
    if (!name || name.startsWith('http') || !validName(name)) return;
    await rm(this.file(type, name), { force: true });
  }
}
