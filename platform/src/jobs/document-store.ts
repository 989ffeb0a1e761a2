import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the job applications' documents are kept: an object store's three verbs, so the club can put them
 * in S3, Azure Blob or a file share without the service changing. The bytes stream through: no document is
 * held whole in memory, and none passes row by row through the database (which, embedded, shares its event
 * loop with everything else the process serves).
 */
export interface DocumentStore {
  /**
   * Stores a document from its chunks under a key; resolves with the bytes written. When the chunks fail (a
   * refused or broken upload), nothing is left under the key.
   */
  put(key: string, chunks: AsyncIterable<Buffer>): Promise<number>;
  /** The stored bytes, streamed. */
  get(key: string): Readable;
  /** Removes a document; a key with nothing stored is fine. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are the documents' uuids: nothing else ever names a file. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

/**
 * Documents as files in one directory, each written to `<key>.part` and renamed when whole, so a reader
 * never sees half a document. Writes go through libuv's thread pool: a 20 MB upload costs the event loop
 * only the chunks' hand-over.
 */
export class FileDocumentStore implements DocumentStore {
  private constructor(
    readonly directory: string,
    /** A directory made for this process alone is removed when it closes. */
    private readonly temporary: boolean,
  ) {}

  /** A store in `directory` (made when missing), or in a fresh temporary directory removed on close. */
  static async open(directory: string | undefined): Promise<FileDocumentStore> {
    if (directory) {
      await mkdir(directory, { recursive: true });
      return new FileDocumentStore(directory, false);
    }
    return new FileDocumentStore(await mkdtemp(join(tmpdir(), 'club-documents-')), true);
  }

  async put(key: string, chunks: AsyncIterable<Buffer>): Promise<number> {
    const target = join(this.directory, checkedKey(key));
    const partial = `${target}.part`;
    let written = 0;
    try {
      await pipeline(
        Readable.from(chunks),
        async function* count(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            written += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
      );
      await rename(partial, target);
      return written;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  get(key: string): Readable {
    return createReadStream(join(this.directory, checkedKey(key)));
  }

  async remove(key: string): Promise<void> {
    const target = join(this.directory, checkedKey(key));
    await rm(target, { force: true });
    await rm(`${target}.part`, { force: true });
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.directory, { recursive: true, force: true });
  }
}
