import type { Readable } from 'node:stream';

/** What `FileStore.save` is given: already validated bytes, a safe file name and its content type. */
export interface FileToSave {
  data: Buffer;
  /** Safe name (see `sanitiseFileName`); it becomes the last segment of the file's address. */
  fileName: string;
  mimeType: string;
  /** The name the uploader gave, kept in the metadata (defaults to `fileName`). */
  originalName?: string;
}

/** A stored file: its random key, its absolute public address and its stored name. */
export interface SavedFile {
  key: string;
  url: string;
  fileName: string;
}

/** The metadata kept next to a stored file. */
export interface StoredFileInfo {
  key: string;
  fileName: string;
  mimeType: string;
  /** Total size in bytes. */
  size: number;
  /** The name the uploader gave, before sanitising. */
  originalName: string;
  /** ISO timestamp of the upload. */
  createdAt: string;
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file opened for reading; `size` is always the total size, even for a range. */
export interface OpenedFile {
  stream: Readable;
  mimeType: string;
  size: number;
  fileName: string;
}

/** Storage for uploaded files (local folder by default; other back ends implement the same interface). */
export interface FileStore {
  /** Stores the bytes under a new random key. */
  save(file: FileToSave): Promise<SavedFile>;
  /** Metadata of a stored file, or null for an unknown or malformed key. */
  info(key: string): Promise<StoredFileInfo | null>;
  /** Opens a stored file (optionally one byte range of it), or null for an unknown or malformed key. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** The absolute public address of a stored file. */
  urlFor(key: string, fileName: string): string;
}
