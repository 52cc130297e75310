import { captureDownloads } from '@atende/ui/testing';
import { HubConnectionFactoryContext } from '@atende/api-client';
import { PermissionsProvider, RequireRoute } from '@atende/permissions/react';
import { createMemoryRouter, RouterProvider } from '@atende/routing';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConsoleProviders } from '../../app/ConsoleProviders';
import { ConsoleFrame, loginManager, resetConsole, type Levels } from '../../testing/renderConsole';
import {
  createTestHub,
  errorAnswer,
  fakeApi,
  permissionsOf,
  type FakeApi,
  type FakeCall,
  type TestHub,
} from '@atende/api-client/testing';
import { HsmPage } from './HsmPage';
import { bulkFile, fakeImportWorker, installBlobArrayBuffer } from './testing';

installBlobArrayBuffer();
// The page sits in the console frame (antd menu, table, dialogs): slow to query on a busy machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

/** A button by its visible text (cheaper than a role query over the frame's DOM). */
const button = (text: string | RegExp) => screen.getByText(text).closest('button')!;
const TITLE = '.ant-modal-title, .ant-modal-confirm-title';
/** The open dialog with this title. */
const findDialog = async (title: string) =>
  (await screen.findAllByText(title, { selector: TITLE }))[0]!.closest<HTMLElement>('.ant-modal')!;
const dialogGone = (title: string) =>
  waitFor(() => expect(screen.queryAllByText(title, { selector: TITLE })).toHaveLength(0));
const alertText = () => document.querySelector('.ant-alert')?.textContent ?? '';
import { HsmWorkerContext } from './workerContext';

const TEMPLATES = [
  { message_Id: 7, message_Template_Name: 'Promo', message_Template: 'Hi {{1}}', enable: true },
  { message_Id: 9, message_Template_Name: 'Old', message_Template: 'Bye', enable: false },
];
const CAMPAIGNS = [{ campaign_Id: 3, campaign_Name: 'Black Friday', flow_Name: 'Main' }];

/** Good rows on lines 2..n+1: distinct phones, template 7 with its parameter. */
const good = (count: number, first = 0) =>
  Array.from(
    { length: count },
    (_, i) => `1;+55 11 99999-${String(first + i).padStart(4, '0')};Promo;;Acme;Ana;7;3`,
  );
const BAD = [
  '1;12345;Promo;;Acme;Ana;7;0', // unusable phone
  '1;5511988880001;Promo;;Acme;Ana;99;0', // unknown template
  '2;5511988880002;Promo;tomorrow;Acme;Ana;7;0', // another customer, bad date
];

const EDITOR: Levels = { HSM: 3, Reasons: 3 };
const READER: Levels = { HSM: 2, Reasons: 3 };

let api: FakeApi;
let hub: TestHub;
let nextHsmId: number;

/** The page in the console frame under a data router (as in the shell), with a second route to leave to. */
function renderHsm(levels: Levels = EDITOR) {
  loginManager(levels);
  const router = createMemoryRouter(
    [
      {
        path: '/painel/hsm',
        element: (
          <ConsoleFrame>
            <RequireRoute routeName="executeHsm">
              <HsmPage />
            </RequireRoute>
          </ConsoleFrame>
        ),
      },
      { path: '/painel/reasons', element: <output data-testid="elsewhere">reasons</output> },
    ],
    { initialEntries: ['/painel/hsm'] },
  );
  render(
    <ConsoleProviders>
      <PermissionsProvider permissions={permissionsOf(levels)} functionId={3}>
        <HubConnectionFactoryContext.Provider value={hub.factory}>
          <HsmWorkerContext.Provider value={fakeImportWorker}>
            <RouterProvider router={router} />
          </HsmWorkerContext.Provider>
        </HubConnectionFactoryContext.Provider>
      </PermissionsProvider>
    </ConsoleProviders>,
  );
  return router;
}

/** Chooses a file in the page's import button. */
async function importFile(text: string, name = 'bulk.csv') {
  await screen.findByText('Import a file');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const preview = () => screen.getByRole('table', { name: 'Rows of the imported file' });
/** The preview's rows (queried by class: role queries are slow on the frame's large DOM). */
const previewRows = () => [
  ...document.querySelectorAll<HTMLElement>(
    'table[aria-label="Rows of the imported file"] tr.ant-table-row',
  ),
];
const lineOf = (row: HTMLElement) => row.getAttribute('data-row-key');
const rowOfLine = (line: number) =>
  document.querySelector<HTMLElement>(
    `table[aria-label="Rows of the imported file"] tr[data-row-key="${line}"]`,
  )!;
/** The preview mounts just after the report's summary (a commit of its own). */
const waitForPreview = () => waitFor(() => expect(previewRows().length).toBeGreaterThan(0));
/** Waits for the report and the preview of an import. */
async function imported() {
  await screen.findByTestId('hsm-summary');
  await waitForPreview();
}
const sendCalls = () => api.callsTo('POST Hsm_Send');
const bodies = () => sendCalls().map((call) => call.body as { row: number; import_id: string });

beforeEach(async () => {
  await resetConsole();
  hub = createTestHub();
  nextHsmId = 100;
  api = fakeApi({
    Message_Template_List: TEMPLATES,
    Campaign_List: CAMPAIGNS,
    Hsm_Status: [],
    'POST Hsm_Send': () => ({
      hsm_Id: nextHsmId++,
      state: 'queued',
      reason: null,
      duplicate: false,
    }),
    'POST Hsm_Retry': (call: FakeCall) => ({
      hsm_Id: Number(call.query.Hsm_Id),
      state: 'queued',
      reason: null,
      duplicate: false,
    }),
  });
});

afterEach(() => api.restore());

describe('import and validation report', () => {
  it('skips the header and the trailing empty line, reports the problems, previews 5 rows a page', async () => {
    renderHsm();
    await importFile(bulkFile([...good(7), ...BAD]));
    expect(await screen.findByText('File imported successfully')).toBeTruthy();
    expect((await screen.findByTestId('hsm-summary')).textContent).toBe(
      '7 rows ready, 3 with problems',
    );
    await waitForPreview();
    expect(api.callsTo('Message_Template_List')[0]?.query).toEqual({ Customer_Id: '1' });

    // 10 rows (lines 2..11), 5 a page.
    expect(previewRows().map(lineOf)).toEqual(['2', '3', '4', '5', '6']);
    const headers = [...preview().querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Line',
      'Customer id',
      'Delivery number',
      'Message',
      'Delivery date',
      'From',
      'Parameters',
      'Message id',
      'Campaign id',
      'Send',
      'Check',
      'Actions',
    ]);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowOfLine(9)).toBeTruthy());

    // Problem rows: marked in words with an icon, unchecked and not checkable.
    const phone = rowOfLine(9);
    expect(within(phone).getByText(/Not a usable phone number/)).toBeTruthy();
    const box = within(phone).getByRole('checkbox', { name: 'Send line 9' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);
    expect(
      within(rowOfLine(10)).getByText(/No template of this customer has message id 99/),
    ).toBeTruthy();
    const other = rowOfLine(11);
    expect(within(other).getByText(/Another customer/)).toBeTruthy();
    expect(within(other).getByText(/Not a date/)).toBeTruthy();
    expect((within(rowOfLine(8)).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    // The rows with problems alone, and their CSV.
    fireEvent.click(screen.getByText('With problems (3)'));
    await waitFor(() => expect(previewRows()).toHaveLength(3));
    const downloads = captureDownloads();
    fireEvent.click(button(/Download the problems/));
    const csv = await downloads.text();
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFLine;Column;Value;Problem',
      '9;Delivery number;12345;Not a usable phone number: 8 to 15 digits ( + spaces - . and parentheses allowed)',
    ]);
    downloads.restore();
    expect(sendCalls()).toHaveLength(0);
  });

  it('shows the translated errors of a file that is not a bulk file', async () => {
    renderHsm();
    await importFile('customer;phone\n1;5511\n');
    await waitFor(() => expect(alertText()).toMatch(/The header has 2 columns/));
    await importFile('x', 'photo.png');
    await waitFor(() => expect(alertText()).toMatch(/Use a .csv, .txt, .xlsx or .ods file/));
    await importFile('\n\n');
    await waitFor(() => expect(alertText()).toMatch(/The file is empty/));
  });
});

describe('sending', () => {
  it('sends the checked rows in file order, 300 ms apart, with the progress dialog; then clears and follows the states live', async () => {
    renderHsm();
    await importFile(bulkFile([...good(3), BAD[0]!]));
    await imported();
    fireEvent.click(within(rowOfLine(3)).getByRole('checkbox'));
    fireEvent.click(button('Send (2)'));

    const dialog = await findDialog('Sending');
    expect(within(dialog).getByText(/of 2/)).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('1 of 2')).toBeTruthy());
    await waitFor(() => expect(sendCalls()).toHaveLength(2), { timeout: 3000 });
    const [first, second] = sendCalls();
    expect(first!.body).toMatchObject({
      customer_id: 1,
      client_identification: '5511999990000',
      message: 'Promo',
      send_date: '',
      from: 'Acme',
      parameters: 'Ana',
      message_id: 7,
      campaign_id: 3,
      row: 2,
    });
    expect(second!.body).toMatchObject({ row: 4, client_identification: '5511999990002' });
    expect((first!.body as { import_id: string }).import_id).toBe(
      (second!.body as { import_id: string }).import_id,
    );

    expect(await screen.findByText('All HSMs have finished')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Rows of the imported file' })).toBeNull(),
    );
    await dialogGone('Sending');

    // The sent rows, live from the hub.
    const count = await screen.findByTestId('hsm-results-count');
    expect(count.textContent).toBe('2 rows: 2 queued, 0 sent, 0 delivered, 0 failed');
    const importId = (first!.body as { import_id: string }).import_id;
    act(() =>
      hub.emit('HsmStatusChanged', {
        customer_Id: 1,
        import_Id: importId,
        hsm_Id: 100,
        row: 2,
        state: 'delivered',
        reason: null,
      }),
    );
    act(() =>
      hub.emit('HsmStatusChanged', {
        customer_Id: 1,
        import_Id: importId,
        hsm_Id: 101,
        row: 4,
        state: 'failed',
        reason: 'invalid_number',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('hsm-results-count').textContent).toBe(
        '2 rows: 0 queued, 0 sent, 1 delivered, 1 failed',
      ),
    );
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByText('The number is not valid on the channel')).toBeTruthy();

    // Retry the failed row.
    fireEvent.click(screen.getByLabelText('Retry line 4'));
    await waitFor(() => expect(api.callsTo('POST Hsm_Retry')).toHaveLength(1));
    expect(api.callsTo('POST Hsm_Retry')[0]!.query).toEqual({ Customer_Id: '1', Hsm_Id: '101' });
    await waitFor(() =>
      expect(screen.getByTestId('hsm-results-count').textContent).toBe(
        '2 rows: 1 queued, 0 sent, 1 delivered, 0 failed',
      ),
    );
  });

  it('a finished run clears the preview, unchecked and refused rows too; the sent rows stay listed (seed 001 §4)', async () => {
    api.answer('POST Hsm_Send', (call: FakeCall) =>
      (call.body as { row: number }).row === 3
        ? errorAnswer(500, 'internal')
        : { hsm_Id: nextHsmId++, state: 'queued', reason: null, duplicate: false },
    );
    renderHsm();
    await importFile(bulkFile([...good(4), BAD[0]!]));
    await imported();
    fireEvent.click(within(rowOfLine(5)).getByRole('checkbox'));
    fireEvent.click(button('Send (3)'));
    expect(await screen.findByText('Sending finished: 1 rows could not be sent.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Rows of the imported file' })).toBeNull(),
    );
    expect(bodies().map((body) => body.row)).toEqual([2, 3, 4]);
    const count = await screen.findByTestId('hsm-results-count');
    expect(count.textContent).toBe('2 rows: 2 queued, 0 sent, 0 delivered, 0 failed');
  });

  it('Cancel stops before the next row; the row in flight completes', async () => {
    let release: () => void = () => undefined;
    api.answer('POST Hsm_Send', () => {
      const id = nextHsmId++;
      const answer = { hsm_Id: id, state: 'queued', reason: null, duplicate: false };
      return id === 101
        ? new Promise((resolve) => {
            release = () => resolve(answer);
          })
        : answer;
    });
    renderHsm();
    await importFile(bulkFile(good(5)));
    await imported();
    fireEvent.click(button('Send (5)'));
    const dialog = await findDialog('Sending');
    await waitFor(() => expect(sendCalls()).toHaveLength(2), { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => {
      release();
    });
    expect(await screen.findByText('Sending stopped: 2 of 5 rows sent.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(bodies().map((body) => body.row)).toEqual([2, 3]);
    // The rest stays checked in the preview, the sent ones are marked.
    expect(within(rowOfLine(2)).getByText('Sent')).toBeTruthy();
    expect(button('Send (3)')).toBeTruthy();
  });

  it('a row Hsm_Send refuses stays checked; sending it again posts the same import_id and row (idempotent)', async () => {
    let refuse = true;
    api.answer('POST Hsm_Send', () =>
      refuse
        ? errorAnswer(500, 'internal')
        : { hsm_Id: nextHsmId++, state: 'queued', reason: null, duplicate: false },
    );
    renderHsm();
    await importFile(bulkFile(good(2)));
    await imported();
    fireEvent.click(within(rowOfLine(3)).getByRole('button', { name: 'Send line 3' }));
    await waitFor(() => expect(within(rowOfLine(3)).getByText(/Not sent/)).toBeTruthy());
    expect((within(rowOfLine(3)).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    refuse = false;
    const sendLine3 = () => within(rowOfLine(3)).getByRole('button', { name: 'Send line 3' });
    await waitFor(() => expect(sendLine3().className).not.toMatch(/ant-btn-loading/));
    fireEvent.click(sendLine3());
    await waitFor(() => expect(within(rowOfLine(3)).getByText('Sent')).toBeTruthy());
    const [refused, again] = bodies();
    expect(again).toEqual(refused);
    expect(again).toMatchObject({ row: 3 });
    expect(button('Send (1)')).toBeTruthy();
  });

  it('leaving the page while sending asks; Stop and leave cancels the rest', async () => {
    let release: () => void = () => undefined;
    api.answer('POST Hsm_Send', () => {
      const id = nextHsmId++;
      const answer = { hsm_Id: id, state: 'queued', reason: null, duplicate: false };
      return id === 101
        ? new Promise((resolve) => {
            release = () => resolve(answer);
          })
        : answer;
    });
    const router = renderHsm();
    await importFile(bulkFile(good(6)));
    await imported();
    fireEvent.click(button('Send (6)'));
    await waitFor(() => expect(sendCalls()).toHaveLength(2), { timeout: 3000 });

    // The tab asks too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Stay first: nothing changes.
    act(() => void router.navigate('/painel/reasons'));
    const ask = await findDialog('Stop sending?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep sending' }));
    await dialogGone('Stop sending?');
    expect(router.state.location.pathname).toBe('/painel/hsm');

    act(() => void router.navigate('/painel/reasons'));
    const again = await findDialog('Stop sending?');
    fireEvent.click(within(again).getByRole('button', { name: 'Stop and leave' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    await act(async () => {
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(bodies().map((body) => body.row)).toEqual([2, 3]);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe('level 2 (read-only)', () => {
  it('imports and reports, but nothing sends; the sent rows still show', async () => {
    sessionStorage.setItem('atende.hsm.lastImport.1', '6f1c1f43-3f7f-4d43-9d43-1f5e0a1b2c3d');
    api.answer('Hsm_Status', [
      {
        hsm_Id: 5,
        row: 2,
        client_identification: '5511999990000',
        state: 'failed',
        reason: 'expired',
        updated_At: '2026-11-23T10:00:00.000Z',
      },
    ]);
    renderHsm(READER);
    expect(await screen.findByText('The message expired before delivery')).toBeTruthy();
    expect(api.callsTo('Hsm_Status')[0]!.query).toEqual({
      Customer_Id: '1',
      Import_Id: '6f1c1f43-3f7f-4d43-9d43-1f5e0a1b2c3d',
    });
    expect((screen.getByText('Retry').closest('button') as HTMLButtonElement).disabled).toBe(true);

    await importFile(bulkFile(good(2)));
    expect((await screen.findByTestId('hsm-summary')).textContent).toBe(
      '2 rows ready, 0 with problems',
    );
    await waitForPreview();
    expect((button('Send (2)') as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(rowOfLine(2)).getByRole('button', { name: 'Send line 2' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect((within(rowOfLine(2)).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(sendCalls()).toHaveLength(0);
  });
});
