import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Image storage on the local disk: DATA_DIR/uploads/<type>/<generated name>, served at /uploads/. */
export class ImageStorage {
  constructor(readonly root: string) {}

  newName(extension = 'jpg'): string {
    return `${randomUUID()}.${extension}`;
  }

  private file(type: string, name: string): string {
    if (!/^[a-z-]+$/.test(type) || !/^[\w-]+\.[a-z]+$/.test(name))
      throw new Error(`invalid storage path ${type}/${name}`);
    return path.join(this.root, type, name);
  }

  async write(type: string, name: string, data: Buffer): Promise<void> {
    await mkdir(path.join(this.root, type), { recursive: true });
    await writeFile(this.file(type, name), data, { flag: 'wx' });
  }

  /** Removes a stored file; external addresses and unknown names are ignored. */
  async remove(type: string, name: string | null | undefined): Promise<void> {
    if (!name || name.startsWith('http') || !/^[\w-]+\.[a-z]+$/.test(name)) return;
    await rm(this.file(type, name), { force: true });
  }
}
