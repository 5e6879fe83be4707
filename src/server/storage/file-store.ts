import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/env';

/**
 * Where uploaded files live. One interface so an object store (S3, OSS…) can replace the local
 * folder without touching the callers; keys are opaque, random and chosen by the caller.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removing an absent key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9]{16,64}$/;

function checkedKey(key: string): string {
  // Keys become file names: nothing but a plain token may reach the file system.
  if (!KEY.test(key)) throw new Error('file store: malformed key');
  return key;
}

/** A folder on this machine (DATA_DIR/uploads by default): files written whole (temp + rename), owner-only. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = path.join(this.root, checkedKey(key));
    await fsp.mkdir(this.root, { recursive: true, mode: 0o700 });
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    try {
      await fsp.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
      await fsp.rename(temp, target);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const file = path.join(this.root, checkedKey(key));
    const stream = fs.createReadStream(file);
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(path.join(this.root, checkedKey(key)), { force: true });
  }
}

let override: FileStore | undefined;

/** The configured store: DATA_DIR/uploads. */
export function fileStore(): FileStore {
  return (override ??= new LocalFileStore(path.join(env.DATA_DIR, 'uploads')));
}

/** Tests point uploads at a temporary folder (or a fake); `undefined` restores the default. */
export function setFileStore(store: FileStore | undefined): void {
  override = store;
}

/** A new random key (128 bits, lowercase hex). */
export function newFileKey(): string {
  return crypto.randomBytes(16).toString('hex');
}
