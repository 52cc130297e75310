// For the file service's tests: sample files, the service on loopback and its error answers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStore } from './local-store';
import { filesPlugin } from './routes';
import { buildTestApp } from './test-support';
import type { FileStore } from './types';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The start of an MP4 file, large enough for a byte range. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12, 1),
  Buffer.alloc(3000, 7),
]);
/** One small file of every other accepted kind, by file name. */
export const fixtures: Record<string, Buffer> = {
  'photo.jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  'song.mp3': Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0])]),
  'frame.mp3': Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0]),
  'voice.ogg': Buffer.concat([Buffer.from('OggS'), Buffer.alloc(20)]),
  'old.doc': Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(8),
  ]),
  'new.docx': Buffer.concat([
    Buffer.from('PK\x03\x04'),
    Buffer.alloc(26),
    Buffer.from('word/document.xml'),
  ]),
};

/** The upload limit of the test service. */
export const MAX = 64 * 1024;

/** The public origin the test store builds addresses with. */
export const PUBLIC = 'http://files.example.test';

/** The base64 text of a file. */
export const b64 = (data: Buffer) => data.toString('base64');

/** Expects an API error answer with this status, code and field. */
export async function expectError(res: Response, status: number, error: string, field?: string) {
  const body = (await res.json()) as { error: string; field?: string; message: string };
  expect({ status: res.status, error: body.error, field: body.field }).toEqual({
    status,
    error,
    field,
  });
  expect(typeof body.message).toBe('string');
}

/** The file service of one test file. */
export interface FileServiceHarness {
  readonly dir: string;
  readonly app: FastifyInstance;
  readonly store: FileStore;
  readonly base: string;
  /** Posts an upload (a JSON body, or raw text) with a bearer token ('' for none). */
  upload(body: unknown, token?: string): Promise<Response>;
  /** Store addresses use the configured public origin; tests reach the same path on the loopback server. */
  local(url: string): string;
}

/** Starts the file service for the file (before all its tests) and closes it after them. */
export function useFileService(): FileServiceHarness {
  let dir: string;
  let app: FastifyInstance;
  let store: FileStore;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atende-files-'));
    store = createLocalFileStore({
      dir: path.join(dir, 'files'),
      publicUrl: PUBLIC,
      fileBase: '/files',
    });
    app = buildTestApp();
    await app.register(filesPlugin, { store, config: { fileBase: '/files', maxUploadBytes: MAX } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return dir;
    },
    get app() {
      return app;
    },
    get store() {
      return store;
    },
    get base() {
      return base;
    },
    upload: (body: unknown, token = 'good') =>
      fetch(`${base}/files/hornitos/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    local: (url) => url.replace(PUBLIC, base),
  };
}
