import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { errorAnswer, fakeApi, type FakeApi, type FakeCall } from '@atende/api-client/testing';
import {
  loginManager,
  renderConsole,
  resetConsole,
  type Levels,
} from '../../testing/renderConsole';
import { EditFilePage, NewFilePage } from './FileFormPage';
import { FileListPage } from './FileListPage';

const STORED = 'http://api.test/files/hornitos/0f0e0d0c-0b0a-4909-8807-060504030201/price.pdf';
const UPLOADED = 'http://api.test/files/hornitos/11111111-2222-4333-8444-555555555555/terms.pdf';

const FILES = [
  {
    file_Id: 1,
    file_Name: 'Price list',
    file_Reference: STORED,
    enable: true,
    att_Group: [1, 2],
  },
  { file_Id: 2, file_Name: 'Old brochure', file_Reference: STORED, enable: false, att_Group: [] },
];
const GROUPS = [
  {
    attendence_Group_Id: 1,
    attendence_Group_Name: 'Support',
    attendence_Channel_Id: 1,
    enable: true,
  },
  {
    attendence_Group_Id: 2,
    attendence_Group_Name: 'Sales',
    attendence_Channel_Id: 1,
    enable: true,
  },
];
const EDITOR: Levels = { Campaign: 3 };
const READER: Levels = { Campaign: 2 };
/** The deployment's limit the tests use: 2 MB. */
const MAX_BYTES = 2 * 1024 * 1024;

/** A scripted XMLHttpRequest (uploads with progress go through it): the test drives the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  body: string | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: string | null) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    act(() => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

const realXhr = globalThis.XMLHttpRequest;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderFiles(path: string, levels: Levels = EDITOR) {
  loginManager(levels);
  const guarded = (name: string, page: ReactNode) => (
    <RequireRoute routeName={name}>{page}</RequireRoute>
  );
  return renderConsole(
    <>
      <Routes>
        <Route path="/painel/files" element={guarded('loadFiles', <FileListPage />)} />
        <Route path="/painel/files/new" element={guarded('newUploadFile', <NewFilePage />)} />
        <Route path="/painel/files/new/:id" element={guarded('updateFile', <EditFilePage />)} />
      </Routes>
      <Where />
    </>,
    { levels, path },
  );
}

const where = () => screen.getByTestId('where').textContent;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const nameField = async () => (await screen.findByLabelText('File name')) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** Chooses a file in the form's (hidden) file input. */
async function choose(file: File) {
  await screen.findByRole('button', { name: /Choose (a|another) file/ });
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

const pdf = (name = 'terms.pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** Waits for the upload to reach the file service and answers it with `UPLOADED`. */
async function finishUpload() {
  await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
  FakeXhr.all[0]!.answer(200, { url: UPLOADED, file_Name: 'terms.pdf', format: 'pdf' });
}

async function chooseOption(label: string, option: string) {
  const select = await screen.findByLabelText(label);
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
}

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  FakeXhr.all = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  api = fakeApi({
    Att_File_List_All: FILES,
    User_Att_Group_List: GROUPS,
    Audit_List: [],
    'hornitos/limits': { max_Bytes: MAX_BYTES, endings: ['pdf'] },
    'POST Att_File_Update': (call: FakeCall) => ({
      ...(call.body as object),
      file_Id: (call.body as { file_Id: number }).file_Id || 9,
    }),
  });
});

afterEach(() => {
  api.restore();
  globalThis.XMLHttpRequest = realXhr;
});

describe('file list', () => {
  it('shows name, group names and enabled, from Att_File_List_All', async () => {
    renderFiles('/painel/files');
    const price = await rowOf('Price list');
    expect(await within(price).findByText('Support, Sales')).toBeTruthy();
    expect(within(price).getByText('Enabled').className).toContain('ant-tag');
    const old = await rowOf('Old brochure');
    expect(within(old).getByText('Every group')).toBeTruthy();
    expect(within(old).getByText('Disabled')).toBeTruthy();
    expect(api.callsTo('GET Att_File_List_All')[0]?.query).toEqual({ Customer_Id: '1' });
  });

  it('at level 2 New and Edit are disabled; at 3 Edit opens the file', async () => {
    const { unmount } = renderFiles('/painel/files', READER);
    const row = await rowOf('Price list');
    expect(
      (within(row).getByRole('button', { name: 'Edit file Price list' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'New' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderFiles('/painel/files');
    fireEvent.click(
      within(await rowOf('Price list')).getByRole('button', { name: 'Edit file Price list' }),
    );
    await waitFor(() => expect(where()).toBe('/painel/files/new/1'));
    expect((await nameField()).value).toBe('Price list');
  });
});

describe('file form: the upload', () => {
  it('refuses a file over the limit before any upload, with the desk’s text', async () => {
    renderFiles('/painel/files/new');
    await waitFor(() => expect(api.callsTo('GET hornitos/limits')).toHaveLength(1));
    await screen.findByText(/Up to 2 MB/);
    await choose(new File([new Uint8Array(MAX_BYTES + 1)], 'big.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 2 MB.');
    expect(FakeXhr.all).toHaveLength(0);
    expect(api.callsTo('POST hornitos/')).toHaveLength(0);
  });

  it('refuses a file of another type before any upload, with the desk’s text', async () => {
    renderFiles('/painel/files/new');
    await choose(new File(['MZ'], 'tool.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This kind of file cannot be sent. Accepted: jpeg, jpg, png, mp3, ogg, mp4, pdf, doc, docx.',
    );
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows the progress, then the reference with a safe link, and fills an empty name', async () => {
    renderFiles('/painel/files/new');
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/files/hornitos/');
    expect(JSON.parse(xhr.body!)).toMatchObject({ format: 'pdf', file_name: 'terms.pdf' });
    expect(await screen.findByText('Uploading terms.pdf…')).toBeTruthy();
    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload of terms.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));

    xhr.answer(200, { url: UPLOADED, file_Name: 'terms.pdf', format: 'pdf' });
    expect(await screen.findByText(UPLOADED)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the file' });
    expect(link.getAttribute('href')).toBe(UPLOADED);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await nameField()).value).toBe('terms');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a refused upload shows the catalogue text (ErrorProcessFile)', async () => {
    renderFiles('/painel/files/new');
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.answer(415, { error: 'unsupported_file', message: 'no', field: 'file' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error processing the file');
    expect(screen.getByText('No file uploaded yet.')).toBeTruthy();
  });
});

describe('file form: the save', () => {
  it('writes the metadata after the upload as a JSON body (no bytes, only the customer in the query)', async () => {
    renderFiles('/painel/files/new');
    fireEvent.change(await nameField(), { target: { value: 'Terms of service' } });
    await choose(pdf());
    await finishUpload();
    await screen.findByText(UPLOADED);
    await chooseOption('Groups', 'Sales');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const [save] = api.callsTo('POST Att_File_Update');
    expect(save?.params).toEqual([['Customer_Id', '1']]);
    expect(save?.body).toEqual({
      file_Id: 0,
      file_Name: 'Terms of service',
      file_Reference: UPLOADED,
      enable: true,
      att_Group: [2],
    });
    // The bytes went once, to the file service, in a body.
    expect(FakeXhr.all).toHaveLength(1);
    expect(api.calls.every((call) => !call.url.includes('JVBER'))).toBe(true);
    await waitFor(() => expect(where()).toBe('/painel/files'));
  });

  it('Save during the upload waits for it and saves its address', async () => {
    renderFiles('/painel/files/new');
    fireEvent.change(await nameField(), { target: { value: 'Early' } });
    await choose(pdf());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    fireEvent.click(saveButton());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST Att_File_Update')).toHaveLength(0);
    FakeXhr.all[0]!.answer(200, { url: UPLOADED, file_Name: 'terms.pdf', format: 'pdf' });
    await waitFor(() => expect(api.callsTo('POST Att_File_Update')).toHaveLength(1));
    expect(api.callsTo('POST Att_File_Update')[0]?.body).toMatchObject({
      file_Name: 'Early',
      file_Reference: UPLOADED,
    });
  });

  it('refuses to save a new file without one, and without a name', async () => {
    renderFiles('/painel/files/new');
    await nameField();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Choose the file to upload.')).toBeTruthy();
    expect(await screen.findByText('Enter the file name.')).toBeTruthy();
    expect(api.callsTo('POST Att_File_Update')).toHaveLength(0);
  });

  it('a failed save keeps everything typed and the uploaded reference', async () => {
    api.answer('POST Att_File_Update', () => errorAnswer(503, 'internal'));
    renderFiles('/painel/files/new/1');
    const name = await nameField();
    fireEvent.change(name, { target: { value: 'Price list 2027' } });
    await choose(pdf());
    await finishUpload();
    await screen.findByText(UPLOADED);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Could not save. Please try again')).toBeTruthy();
    expect(where()).toBe('/painel/files/new/1');
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('Price list 2027');
    expect(screen.getByText(UPLOADED)).toBeTruthy();
    // Saving again sends the same upload's address; nothing is uploaded twice.
    api.answer('POST Att_File_Update', (call: FakeCall) => call.body);
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('POST Att_File_Update')).toHaveLength(2));
    expect(api.callsTo('POST Att_File_Update')[1]?.body).toMatchObject({
      file_Id: 1,
      file_Name: 'Price list 2027',
      file_Reference: UPLOADED,
      att_Group: [1, 2],
    });
    expect(FakeXhr.all).toHaveLength(1);
  });

  it('a taken name is shown on the name field (409)', async () => {
    api.answer('POST Att_File_Update', () => errorAnswer(409, 'conflict', 'file_Name'));
    renderFiles('/painel/files/new/1');
    await nameField();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(
        (screen.getByLabelText('File name') as HTMLInputElement).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  });

  it('at level 2 the form is read-only: no choosing, no saving', async () => {
    renderFiles('/painel/files/new/1', READER);
    expect((await nameField()).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Choose another file' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(saveButton().disabled).toBe(true);
    // The stored file can still be opened.
    expect(screen.getByRole('link', { name: 'Open the file' }).getAttribute('href')).toBe(STORED);
  });

  it('the edit form shows the file’s history (Audit_List, entity file)', async () => {
    renderFiles('/painel/files/new/1');
    await nameField();
    fireEvent.click(screen.getByRole('button', { name: /Change history/ }));
    await waitFor(() =>
      expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
        Customer_Id: '1',
        Entity: 'file',
        Entity_Id: '1',
      }),
    );
  });
});
