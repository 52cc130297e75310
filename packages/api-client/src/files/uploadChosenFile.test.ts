import { errorAnswer, fakeApi, type FakeApi } from '../testing/fakeApi';
import { configureApi } from '../config';
import { TEST_CONFIG } from '../testing/testConfig';
import { uploadChosenFile } from './uploadChosenFile';

const STORED = 'http://api.test/files/hornitos/k/price.pdf';
const pdf = (bytes = 'price list') => new File([bytes], 'price.pdf', { type: 'application/pdf' });

let api: FakeApi;

/** The browser's FileReader, as much of it as `readAsBase64` uses (Node has Blob and File, not it). */
class NodeFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob) {
    void blob.arrayBuffer().then((bytes) => {
      this.result = `data:${blob.type};base64,${Buffer.from(bytes).toString('base64')}`;
      this.onload?.();
    });
  }
}

beforeAll(() => {
  (globalThis as { FileReader?: unknown }).FileReader = NodeFileReader;
});

beforeEach(() => {
  configureApi(TEST_CONFIG);
  api = fakeApi({ 'POST hornitos/': { url: STORED, file_Name: 'price.pdf' } });
});

afterEach(() => api.restore());

describe('uploadChosenFile', () => {
  it('refuses a file of another type, an empty one or a larger one before sending anything', async () => {
    const signal = new AbortController().signal;
    const exe = new File(['MZ'], 'run.exe');
    expect(await uploadChosenFile(exe, 1000, { signal })).toEqual({
      kind: 'failed',
      text: 'common:fileUpload.wrongType',
      values: expect.objectContaining({ max: expect.any(Number) }),
    });
    expect((await uploadChosenFile(pdf(''), 1000, { signal })).kind).toBe('failed');
    const big = await uploadChosenFile(pdf('x'.repeat(2000)), 1000, { signal });
    expect(big).toMatchObject({ kind: 'failed', text: 'common:fileUpload.tooBig' });
    expect(api.callsTo('POST hornitos/')).toHaveLength(0);
  });

  it("uploads the file's bytes and answers the stored address and name", async () => {
    const result = await uploadChosenFile(pdf(), 1000, { signal: new AbortController().signal });
    expect(result).toEqual({ kind: 'stored', url: STORED, fileName: 'price.pdf' });
    const [call] = api.callsTo('POST hornitos/');
    expect(call?.body).toMatchObject({ format: 'pdf', file_name: 'price.pdf' });
  });

  it("names the catalogue's failure: a refused file, a store that failed, an unusable answer", async () => {
    const signal = new AbortController().signal;
    api.answer('POST hornitos/', () => errorAnswer(415, 'unsupported_file'));
    expect(await uploadChosenFile(pdf(), 1000, { signal })).toEqual({
      kind: 'failed',
      text: 'common:ErrorProcessFile',
    });
    api.answer('POST hornitos/', () => errorAnswer(500, 'internal'));
    expect(await uploadChosenFile(pdf(), 1000, { signal })).toEqual({
      kind: 'failed',
      text: 'common:ErrorWhenStoragedFile',
    });
    api.answer('POST hornitos/', { url: ' ' });
    expect(await uploadChosenFile(pdf(), 1000, { signal })).toEqual({
      kind: 'failed',
      text: 'common:ErrorWhenStoragedFile',
    });
  });

  it('ends as aborted, with no failure to show, when its signal stops it', async () => {
    const controller = new AbortController();
    const started = uploadChosenFile(pdf(), 1000, { signal: controller.signal });
    controller.abort();
    expect(await started).toEqual({ kind: 'aborted' });
  });
});
