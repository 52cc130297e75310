import { ApiRequestError } from '../http/errors';
import { sessionStore } from '../session/store';
import { loggedInUser } from '../testing/fixtures';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { listManagedFiles, saveAttFile, uploadFile } from './files';

const API = 'http://api.test/api';

/** A scripted XMLHttpRequest: records what is sent; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  responseHeaders = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\nx-other: 1\r\n';
    this.onload?.();
  }
}

const realXhr = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().login(loggedInUser({ token: 'files-token' }), false);
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
  FakeXhr.last = null;
});
afterEach(() => {
  restoreFetch();
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = realXhr;
  sessionStore.getState().logout();
});

describe('stored-file administration calls', () => {
  it('listManagedFiles GETs Att_File_List_All?Customer_Id with the token', async () => {
    const { calls } = mockFetch(() => jsonResponse([{ file_Id: 1, file_Name: 'A' }]));
    await expect(listManagedFiles(3)).resolves.toEqual([{ file_Id: 1, file_Name: 'A' }]);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${API}/Att_File_List_All?Customer_Id=3`,
    });
    expect(calls[0]!.headers.authorization).toBe('Bearer files-token');
  });

  it('saveAttFile POSTs the metadata as the JSON body; only the customer is in the query', async () => {
    const body = {
      file_Id: 0,
      file_Name: 'Price list',
      file_Reference: 'http://api.test/files/hornitos/k/price.pdf',
      enable: true,
      att_Group: [2, 5],
    };
    const { calls } = mockFetch(() => jsonResponse({ ...body, file_Id: 9 }));
    await expect(saveAttFile(3, body)).resolves.toMatchObject({ file_Id: 9 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API}/Att_File_Update?Customer_Id=3`,
      body,
    });
  });
});

describe('uploadFile with progress', () => {
  const input = {
    base64: 'data:application/pdf;base64,JVBERi0=',
    format: 'pdf',
    fileName: 'a.pdf',
  };

  it('sends the same request through XMLHttpRequest and reports the progress', async () => {
    const { calls } = mockFetch();
    const seen: number[] = [];
    const pending = uploadFile(input, { onProgress: (p) => seen.push(p.loaded / p.total) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/files/hornitos/');
    expect(xhr.headers.authorization).toBe('Bearer files-token');
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(JSON.parse(xhr.body as string)).toEqual({
      file: 'JVBERi0=',
      format: 'pdf',
      file_name: 'a.pdf',
    });
    xhr.progress(10, 40);
    xhr.progress(30, 40);
    xhr.answer(200, { url: 'http://x/f', file_Name: 'a.pdf', format: 'pdf' });
    await expect(pending).resolves.toEqual({
      url: 'http://x/f',
      file_Name: 'a.pdf',
      format: 'pdf',
    });
    expect(seen).toEqual([0.25, 0.75, 1]);
    expect(calls).toHaveLength(0);
  });

  it('rejects with the API error the service answers, as a fetched call does', async () => {
    const pending = uploadFile(input, { onProgress: () => undefined });
    FakeXhr.last!.answer(413, { error: 'payload_too_large', message: 'big', field: 'file' });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', field: 'file' });
  });

  it('a network failure is a network ApiRequestError; an abort rejects with AbortError', async () => {
    const failing = uploadFile(input, { onProgress: () => undefined });
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toMatchObject({ code: 'network' });

    const controller = new AbortController();
    const aborted = uploadFile(input, { onProgress: () => undefined, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('without onProgress it still uses fetch (the desk’s behaviour)', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({ url: 'u', file_Name: 'a.pdf', format: 'pdf' }),
    );
    await uploadFile(input);
    expect(calls).toHaveLength(1);
    expect(FakeXhr.last).toBeNull();
  });
});
