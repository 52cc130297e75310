import { randomUUID } from 'node:crypto';
import { mkdir, open as openFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ByteRange,
  FileStore,
  FileToSave,
  OpenedFile,
  SavedFile,
  StoredFileInfo,
} from './types';

/** Options of the local-folder file store. */
export interface LocalFileStoreOptions {
  /** Folder holding one sub-folder per file, e.g. `<dataDir>/files`. */
  dir: string;
  /** Public origin, e.g. http://localhost:4000 (no trailing slash). */
  publicUrl: string;
  /** File-service base path, e.g. /files (or '' for none). */
  fileBase: string;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const META = 'meta.json';

/** True for a well-formed file key (a lower-case random UUID); anything else is never read. */
function isFileKey(key: string): boolean {
  return KEY.test(key);
}

interface MetaFile {
  fileName: string;
  mimeType: string;
  size: number;
  originalName: string;
  createdAt: string;
}

function isMeta(value: unknown): value is MetaFile {
  const m = value as MetaFile | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.fileName === 'string' &&
    typeof m.mimeType === 'string' &&
    typeof m.size === 'number' &&
    typeof m.originalName === 'string' &&
    typeof m.createdAt === 'string'
  );
}

/**
 * A FileStore keeping each file as `<dir>/<key>/<safe name>` plus `<dir>/<key>/meta.json`
 * (content type, size, original name, creation time). The metadata is written last, so a file
 * whose write was interrupted is never served.
 */
export function createLocalFileStore(options: LocalFileStoreOptions): FileStore {
  const root = path.resolve(options.dir);
  const base = `${options.publicUrl.replace(/\/+$/, '')}${options.fileBase}/hornitos`;

  const folderOf = (key: string) => path.join(root, key);

  const urlFor = (key: string, fileName: string) =>
    `${base}/${encodeURIComponent(key)}/${encodeURIComponent(fileName)}`;

  async function info(key: string): Promise<StoredFileInfo | null> {
    if (!isFileKey(key)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path.join(folderOf(key), META), 'utf8'));
    } catch {
      return null;
    }
    if (!isMeta(parsed) || parsed.fileName !== path.basename(parsed.fileName)) return null;
    return { key, ...parsed };
  }

  async function save(file: FileToSave): Promise<SavedFile> {
    const fileName = path.basename(file.fileName);
    if (!fileName || fileName === META || fileName.startsWith('.') || fileName !== file.fileName) {
      throw new Error(`Unsafe file name for storage: ${JSON.stringify(file.fileName)}`);
    }
    const key = randomUUID();
    const folder = folderOf(key);
    await mkdir(folder, { recursive: true });
    try {
      await writeFile(path.join(folder, fileName), file.data, { flag: 'wx' });
      const meta: MetaFile = {
        fileName,
        mimeType: file.mimeType,
        size: file.data.length,
        originalName: file.originalName ?? file.fileName,
        createdAt: new Date().toISOString(),
      };
      const tmp = path.join(folder, `.${META}.tmp`);
      await writeFile(tmp, JSON.stringify(meta), { flag: 'wx' });
      await rename(tmp, path.join(folder, META));
    } catch (err) {
      await rm(folder, { recursive: true, force: true });
      throw err;
    }
    return { key, url: urlFor(key, fileName), fileName };
  }

  async function open(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    const meta = await info(key);
    if (!meta) return null;
    if (range && (range.start < 0 || range.end < range.start || range.end >= meta.size)) {
      throw new RangeError(
        `Range ${range.start}-${range.end} outside a file of ${meta.size} bytes.`,
      );
    }
    let handle;
    try {
      handle = await openFile(path.join(folderOf(key), meta.fileName), 'r');
    } catch {
      return null;
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { stream, mimeType: meta.mimeType, size: meta.size, fileName: meta.fileName };
  }

  return { save, info, open, urlFor };
}
