import { ImportError } from '@atende/ui';
import { HSM_MAX_ROWS } from './hsmRows';
import type { HsmCheckContext } from './hsmValidation';
import { HsmFileError, importHsmFile, type HsmImportStep } from './importHsmFile';
import { bulkFile, fakeImportWorker, HSM_HEADER, installBlobArrayBuffer } from './testing';

installBlobArrayBuffer();

const CONTEXT: HsmCheckContext = {
  customerId: 1,
  templates: [{ message_Id: 7, message_Template_Name: 'Promo', message_Template: 'Hi {{1}}' }],
  campaigns: [],
};
const loadContext = async () => CONTEXT;
const file = (text: string, name = 'bulk.csv') => new File([text], name, { type: 'text/csv' });
const run = (text: string, name?: string, load = loadContext) =>
  importHsmFile(file(text, name), { loadContext: load, createWorker: fakeImportWorker });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the import to fail');
}

describe('importHsmFile', () => {
  it('skips the header, blank lines and the trailing empty line; lines stay the file lines', async () => {
    const steps: HsmImportStep['step'][] = [];
    const imported = await importHsmFile(
      file(`${HSM_HEADER}\n1;5511999990000;Hi;;A;Ana;7;0\n\n1;5511999990001;Hi;;A;Bia;7;0\n\n`),
      { loadContext, createWorker: fakeImportWorker, onStep: (s) => steps.push(s.step) },
    );
    expect(imported.rows.map((row) => [row.line, row.client_identification])).toEqual([
      [2, '5511999990000'],
      [4, '5511999990001'],
    ]);
    expect(imported.report.problemIndices).toEqual([]);
    expect(imported.fileName).toBe('bulk.csv');
    expect(imported.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(steps.at(-1)).toBe('checking');
  });

  it('reports the problems of the rows', async () => {
    const imported = await run(bulkFile(['1;123;Hi;;A;Ana;7;0', '1;5511999990001;Hi;;A;;7;0']));
    expect(imported.report.problemIndices).toEqual([0, 1]);
    expect(imported.report.problems.get(1)?.[0]?.code).toBe('parameters_missing');
  });

  it('makes a new import id for each import', async () => {
    const text = bulkFile(['1;5511999990000;Hi;;A;Ana;7;0']);
    expect((await run(text)).importId).not.toBe((await run(text)).importId);
  });

  it('refuses another type of file, a file without the 8 columns, a header alone', async () => {
    expect(await failure(run('x', 'photo.png'))).toMatchObject({ code: 'wrong_type' });
    expect(await failure(run('a,b,c\n1,2,3\n'))).toEqual(new HsmFileError('few_columns', 1));
    expect(await failure(run(`${HSM_HEADER}\n\n`))).toMatchObject({ code: 'no_rows' });
    expect(await failure(run('\n\n'))).toMatchObject({ code: 'empty' });
  });

  it('names the 100,000-row limit (the header aside) when a file has more', async () => {
    const lines = Array.from({ length: HSM_MAX_ROWS + 1 }, () => '1;5511999990000;Hi;;A;Ana;7;0');
    const error = await failure(run(bulkFile(lines)));
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({ code: 'too_many_rows', max: HSM_MAX_ROWS });
  });

  it('fails with `catalog` when the templates or campaigns cannot be loaded', async () => {
    const broken = () => Promise.reject(new Error('offline'));
    expect(
      await failure(run(bulkFile(['1;5511999990000;Hi;;A;Ana;7;0']), 'b.txt', broken)),
    ).toEqual(new HsmFileError('catalog'));
  });
});
