import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStore } from './local-store';
import { filesPlugin } from './routes';
import { buildTestApp } from './test-support';
import type { FileStore } from './types';
import { decodeBase64Strict, sanitiseFileName } from './validate';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12, 1),
  Buffer.alloc(3000, 7),
]);
const fixtures: Record<string, Buffer> = {
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

const MAX = 64 * 1024;
let dir: string;
let app: FastifyInstance;
let store: FileStore;
let base: string;

const PUBLIC = 'http://files.example.test';
/** Store addresses use the configured public origin; tests reach the same path on the loopback server. */
const local = (url: string) => url.replace(PUBLIC, base);

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

const upload = (body: unknown, token = 'good') =>
  fetch(`${base}/files/hornitos/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const b64 = (data: Buffer) => data.toString('base64');

async function expectError(res: Response, status: number, error: string, field?: string) {
  const body = (await res.json()) as { error: string; field?: string; message: string };
  expect({ status: res.status, error: body.error, field: body.field }).toEqual({
    status,
    error,
    field,
  });
  expect(typeof body.message).toBe('string');
}

describe('file service', () => {
  it('stores an upload and serves it back byte-identical with safe headers', async () => {
    const res = await upload({
      file: b64(PNG),
      format: 'png',
      file_name: 'C:\\Users\\x\\foto da loja.png',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; file_Name: string; format: string };
    expect(body.file_Name).toBe('foto da loja.png');
    expect(body.format).toBe('png');
    expect(body.url).toMatch(
      new RegExp(`^${PUBLIC}/files/hornitos/[0-9a-f-]{36}/foto%20da%20loja\\.png$`),
    );

    const got = await fetch(local(body.url));
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(PNG.length));
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(got.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(got.headers.get('content-disposition')).toBe('inline');

    const key = body.url.split('/').at(-2)!;
    expect((await readdir(path.join(dir, 'files', key))).sort()).toEqual([
      'foto da loja.png',
      'meta.json',
    ]);
    expect(await store.info(key)).toMatchObject({
      mimeType: 'image/png',
      size: PNG.length,
      originalName: 'C:\\Users\\x\\foto da loja.png',
    });
  });

  it('accepts every renderable kind, by ending or content type, and serves documents as attachments', async () => {
    const formats: Record<string, string> = {
      'photo.jpeg': 'image/jpeg',
      'song.mp3': 'mp3',
      'frame.mp3': 'audio/mpeg',
      'voice.ogg': 'audio/ogg; codecs=opus',
      'old.doc': 'doc',
      'new.docx': '.DOCX',
    };
    for (const [name, data] of Object.entries(fixtures)) {
      const res = await upload({ file: b64(data), format: formats[name], file_name: name });
      expect([name, res.status]).toEqual([name, 200]);
      const { url } = (await res.json()) as { url: string };
      const got = await fetch(local(url));
      expect(Buffer.from(await got.arrayBuffer()).equals(data)).toBe(true);
      if (name.includes('doc')) {
        expect(got.headers.get('content-disposition')).toBe(
          `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        );
      }
    }
    const pdf = await upload({
      file: `data:application/pdf;base64,${b64(PDF)}`,
      format: 'application/pdf',
      file_name: 'relatório',
    });
    const pdfBody = (await pdf.json()) as { url: string; file_Name: string; format: string };
    expect(pdfBody).toMatchObject({ file_Name: 'relatório.pdf', format: 'pdf' });
    expect(pdfBody.url.endsWith('/relat%C3%B3rio.pdf')).toBe(true);
    const got = await fetch(local(pdfBody.url));
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="relat_rio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf`,
    );
  });

  it('tells the client the limits in force: the deployment size, the accepted endings', async () => {
    const res = await fetch(`${base}/files/hornitos/limits`, {
      headers: { authorization: 'Bearer good' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { max_Bytes: number; endings: string[] };
    expect(body.max_Bytes).toBe(MAX);
    expect(body.endings).toEqual(expect.arrayContaining(['png', 'pdf', 'mp4']));
    expect((await fetch(`${base}/files/hornitos/limits`)).status).toBe(401);
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await upload({ file: b64(PNG), format: 'png', file_name: 'a.png' }, '')).status).toBe(
      401,
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'png', file_name: 'a.png' }, 'bad'),
      401,
      'unauthorized',
    );
  });

  it('refuses bad base64, empty files and missing fields with 400 naming the field', async () => {
    await expectError(
      await upload({ file: 'not base64!', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await upload({ file: 'iVBORw0', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await upload({ file: 'iVBORw0L=', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    // Non-canonical: unused bits set.
    await expectError(
      await upload({ file: 'QR==', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await upload({ file: '', format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await upload({ format: 'png', file_name: 'a.png' }),
      400,
      'bad_request',
      'file',
    );
    await expectError(
      await upload({ file: b64(PNG), file_name: 'a.png' }),
      400,
      'bad_request',
      'format',
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'png', file_name: { name: 'a.png' } }),
      400,
      'bad_request',
      'file_name',
    );
    await expectError(await upload('{"file":'), 400, 'bad_request', 'body');
  });

  it('refuses endings and formats the agent screen cannot show with 415', async () => {
    await expectError(
      await upload({ file: b64(PNG), format: 'exe', file_name: 'a.exe' }),
      415,
      'unsupported_file',
      'format',
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'image/svg+xml', file_name: 'a.svg' }),
      415,
      'unsupported_file',
      'format',
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'png', file_name: 'a.exe' }),
      415,
      'unsupported_file',
      'file_name',
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'png', file_name: 'a.pdf' }),
      415,
      'unsupported_file',
      'file_name',
    );
  });

  it('refuses content whose first bytes do not match the ending', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
    await expectError(
      await upload({ file: b64(exe), format: 'png', file_name: 'setup.png' }),
      415,
      'unsupported_file',
      'file',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>%PDF-1.4');
    await expectError(
      await upload({ file: b64(html), format: 'pdf', file_name: 'invoice.pdf' }),
      415,
      'unsupported_file',
      'file',
    );
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]);
    await expectError(
      await upload({ file: b64(zip), format: 'docx', file_name: 'a.docx' }),
      415,
      'unsupported_file',
      'file',
    );
    await expectError(
      await upload({ file: b64(PNG), format: 'mp4', file_name: 'a.mp4' }),
      415,
      'unsupported_file',
      'file',
    );
  });

  it('refuses files over the limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    await expectError(
      await upload({ file: b64(big), format: 'png', file_name: 'big.png' }),
      413,
      'payload_too_large',
      'file',
    );
    const huge = Buffer.alloc(MAX * 2);
    await expectError(
      await upload({ file: b64(huge), format: 'png', file_name: 'huge.png' }),
      413,
      'payload_too_large',
      'file',
    );
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]);
    expect((await upload({ file: b64(exact), format: 'png', file_name: 'exact.png' })).status).toBe(
      200,
    );
  });

  it('answers 404 for malformed keys, traversal attempts and names that do not match', async () => {
    const res = await upload({ file: b64(PNG), format: 'png', file_name: 'a.png' });
    const { url } = (await res.json()) as { url: string };
    const key = url.split('/').at(-2)!;
    const probes = [
      `/files/hornitos/${key}/b.png`,
      `/files/hornitos/${key}/meta.json`,
      `/files/hornitos/${key}/..%2Fmeta.json`,
      `/files/hornitos/..%2F..%2Fetc/passwd`,
      `/files/hornitos/..%2F${key}/a.png`,
      `/files/hornitos/%2e%2e/a.png`,
      `/files/hornitos/${key.toUpperCase()}/a.png`,
      `/files/hornitos/00000000-0000-4000-8000-000000000000/a.png`,
    ];
    for (const probe of probes) {
      const got = await fetch(`${base}${probe}`);
      expect([probe, got.status]).toEqual([probe, 404]);
    }
    expect(await store.open('../../etc/passwd')).toBeNull();
    expect(await store.info(`${key}/../${key}`)).toBeNull();
  });

  it('serves byte ranges with 206 for seeking', async () => {
    const res = await upload({ file: b64(MP4), format: 'mp4', file_name: 'clip.mp4' });
    const { url } = (await res.json()) as { url: string };

    const part = await fetch(local(url), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 200))).toBe(true);

    const open = await fetch(local(url), { headers: { range: 'bytes=3000-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(MP4.subarray(3000))).toBe(true);

    const suffix = await fetch(local(url), { headers: { range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`,
    );
    expect(Buffer.from(await suffix.arrayBuffer()).equals(MP4.subarray(-10))).toBe(true);

    const past = await fetch(local(url), { headers: { range: `bytes=${MP4.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4.length}`);

    const whole = await fetch(local(url), { headers: { range: 'bytes=0-1,5-6' } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
  });
});

describe('sanitiseFileName', () => {
  it('strips folders, control and bidi characters, leading dots and keeps the ending', () => {
    expect(sanitiseFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitiseFileName('..\\..\\win.ini.pdf')).toBe('win.ini.pdf');
    expect(sanitiseFileName('a\u0000b\r\nc\u202egnp.exe.png')).toBe('abcgnp.exe.png');
    expect(sanitiseFileName('...hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('..')).toBe('file');
    expect(sanitiseFileName('.png')).toBe('png');
    expect(sanitiseFileName('<script>"x".pdf')).toBe('scriptx.pdf');
    const long = sanitiseFileName(`${'á'.repeat(300)}.docx`);
    expect(long.endsWith('.docx')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(150);
  });
});

describe('decodeBase64Strict', () => {
  it('handles multi-megabyte input and refuses misplaced padding', () => {
    const data = Buffer.alloc(12 * 1024 * 1024, 0xab);
    expect(decodeBase64Strict(data.toString('base64'), 'file', data.length).equals(data)).toBe(
      true,
    );
    expect(() => decodeBase64Strict('AA==AAAA', 'file', 100)).toThrow('not valid base64');
    expect(() => decodeBase64Strict('A===', 'file', 100)).toThrow('not valid base64');
    expect(decodeBase64Strict('QUJD\r\nREVG', 'file', 100).toString()).toBe('ABCDEF');
    expect(decodeBase64Strict('data:image/png;base64,QUJD', 'file', 100).toString()).toBe('ABC');
  });
});
