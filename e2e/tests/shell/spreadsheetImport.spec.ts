import { expect, test } from '@playwright/test';

// The UI kit's spreadsheet import runs in a Web Worker (DESIGN §4). A worker inside a federated
// production build is where things break (it has no share scope), so this runs the real one: the
// shell's page takes `@atende/ui` from its share scope, as every remote does, and imports files.

test('the spreadsheet import worker parses in the production build, formulas stay text', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    type Ui = {
      importSpreadsheet(
        file: File,
        options: { maxBytes: number; timeoutMs: number },
      ): Promise<unknown[]>;
    };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: Array<{ name: string; loadShare(pkg: string): Promise<unknown> }>;
        };
      }
    ).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const factory = await shell.loadShare('@atende/ui');
    const ui = (typeof factory === 'function' ? (factory as () => Ui)() : factory) as Ui;
    const csv = 'customer;phone;message\nAcme;5511999990000;=1+2\nAcme;5511999990001;@SUM(A1)\n';
    const rows = await ui.importSpreadsheet(new File([csv], 'send.csv', { type: 'text/csv' }), {
      maxBytes: 1_000_000,
      timeoutMs: 15_000,
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const binary = await ui
      .importSpreadsheet(new File([png], 'photo.csv', { type: 'text/csv' }), {
        maxBytes: 1_000_000,
        timeoutMs: 15_000,
      })
      .then(
        () => 'parsed',
        (error: { code?: string }) => error.code,
      );
    return { rows, binary };
  });
  expect(JSON.stringify(outcome.rows)).toContain('"=1+2"');
  expect(JSON.stringify(outcome.rows)).toContain('"@SUM(A1)"');
  expect(JSON.stringify(outcome.rows)).toContain('5511999990000');
  expect(outcome.binary).toBe('binary');
});
