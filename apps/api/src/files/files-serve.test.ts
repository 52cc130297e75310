import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { b64, fixtures, MAX, MP4, PDF, PNG, PUBLIC, useFileService } from './fileServiceTestKit';

const svc = useFileService();

describe('file service: storing and serving', () => {
  it('stores an upload and serves it back byte-identical with safe headers', async () => {
    const res = await svc.upload({
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

    const got = await fetch(svc.local(body.url));
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(PNG.length));
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(got.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(got.headers.get('content-disposition')).toBe('inline');

    const key = body.url.split('/').at(-2)!;
    expect((await readdir(path.join(svc.dir, 'files', key))).sort()).toEqual([
      'foto da loja.png',
      'meta.json',
    ]);
    expect(await svc.store.info(key)).toMatchObject({
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
      const res = await svc.upload({ file: b64(data), format: formats[name], file_name: name });
      expect([name, res.status]).toEqual([name, 200]);
      const { url } = (await res.json()) as { url: string };
      const got = await fetch(svc.local(url));
      expect(Buffer.from(await got.arrayBuffer()).equals(data)).toBe(true);
      if (name.includes('doc')) {
        expect(got.headers.get('content-disposition')).toBe(
          `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        );
      }
    }
    const pdf = await svc.upload({
      file: `data:application/pdf;base64,${b64(PDF)}`,
      format: 'application/pdf',
      file_name: 'relatório',
    });
    const pdfBody = (await pdf.json()) as { url: string; file_Name: string; format: string };
    expect(pdfBody).toMatchObject({ file_Name: 'relatório.pdf', format: 'pdf' });
    expect(pdfBody.url.endsWith('/relat%C3%B3rio.pdf')).toBe(true);
    const got = await fetch(svc.local(pdfBody.url));
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="relat_rio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf`,
    );
  });

  it('tells the client the limits in force: the deployment size, the accepted endings', async () => {
    const res = await fetch(`${svc.base}/files/hornitos/limits`, {
      headers: { authorization: 'Bearer good' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { max_Bytes: number; endings: string[] };
    expect(body.max_Bytes).toBe(MAX);
    expect(body.endings).toEqual(expect.arrayContaining(['png', 'pdf', 'mp4']));
    expect((await fetch(`${svc.base}/files/hornitos/limits`)).status).toBe(401);
  });

  it('answers 404 for malformed keys, traversal attempts and names that do not match', async () => {
    const res = await svc.upload({ file: b64(PNG), format: 'png', file_name: 'a.png' });
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
      const got = await fetch(`${svc.base}${probe}`);
      expect([probe, got.status]).toEqual([probe, 404]);
    }
    expect(await svc.store.open('../../etc/passwd')).toBeNull();
    expect(await svc.store.info(`${key}/../${key}`)).toBeNull();
  });

  it('serves byte ranges with 206 for seeking', async () => {
    const res = await svc.upload({ file: b64(MP4), format: 'mp4', file_name: 'clip.mp4' });
    const { url } = (await res.json()) as { url: string };

    const part = await fetch(svc.local(url), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 200))).toBe(true);

    const open = await fetch(svc.local(url), { headers: { range: 'bytes=3000-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(MP4.subarray(3000))).toBe(true);

    const suffix = await fetch(svc.local(url), { headers: { range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`,
    );
    expect(Buffer.from(await suffix.arrayBuffer()).equals(MP4.subarray(-10))).toBe(true);

    const past = await fetch(svc.local(url), { headers: { range: `bytes=${MP4.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4.length}`);

    const whole = await fetch(svc.local(url), { headers: { range: 'bytes=0-1,5-6' } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
  });
});
