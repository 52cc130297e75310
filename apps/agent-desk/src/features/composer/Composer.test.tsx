import type { AttFile, MessageTemplate } from '@atende/contract';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderDesk, resetDesk } from '../../testing/renderDesk';
import { Composer, type ComposerSendInput } from './Composer';

const TEMPLATES = 'Message_Template_User_List';
const FILES = 'Att_File_List';
/** The file service: the upload (POST hornitos/) and its announced limits. */
const UPLOAD = 'POST hornitos/';
const LIMITS = 'hornitos/limits';
let api: FakeApi;

type SendFn = (input: ComposerSendInput) => Promise<boolean>;

/** The composer inside a parent that keeps the draft, as the desk does. */
function Harness({
  onSend,
  initial = '',
  disabled,
}: {
  onSend: SendFn;
  initial?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <Composer
      customerId={1}
      agentName="Ana Agent"
      draft={draft}
      onDraftChange={setDraft}
      onSend={onSend}
      disabled={disabled}
    />
  );
}

function setup(options: { onSend?: SendFn; initial?: string; disabled?: boolean } = {}) {
  const onSend = jest.fn<Promise<boolean>, [ComposerSendInput]>(
    options.onSend ?? (() => Promise.resolve(true)),
  );
  const user = userEvent.setup();
  renderDesk(<Harness onSend={onSend} initial={options.initial} disabled={options.disabled} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, user, box };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement | HTMLTextAreaElement).disabled;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

async function openAttachments(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Attach a file' }));
  return screen.findByRole('dialog');
}

beforeEach(async () => {
  await resetDesk();
  api = fakeApi({
    [FILES]: [],
    [LIMITS]: { max_Bytes: 10 * 1024 * 1024, endings: ['mp4', 'png'] },
  });
});

afterEach(() => api.restore());

describe('Composer: sending text', () => {
  it('sends the trimmed text once on Enter, then clears the box and focuses it', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, '  hello there  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ message: 'hello there' });
    expect(document.activeElement).toBe(box);
  });

  it('sends with the send button', async () => {
    const { onSend, user, box } = setup({ initial: 'hi' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledWith({ message: 'hi' });
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const { onSend, user, box } = setup();
    await user.type(box, 'one');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(box, 'two');
    expect(box.value).toBe('one\ntwo');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send while an input method is composing', () => {
    const { onSend, box } = setup({ initial: 'nihao' });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('ignores blank or whitespace-only text', async () => {
    const { onSend, user, box } = setup();
    await user.keyboard('{Enter}');
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(true);
  });

  it('sends one at a time and keeps the text when the send fails', async () => {
    const first = deferred<boolean>();
    const { onSend, user, box } = setup({
      initial: 'hello',
      onSend: jest.fn().mockReturnValueOnce(first.promise).mockResolvedValue(true),
    });
    await user.click(box);
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(isDisabled(screen.getByRole('button', { name: 'Sending…' }))).toBe(true);

    await act(async () => first.resolve(false));
    expect(box.value).toBe('hello');
    expect(document.activeElement).toBe(box);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('keeps the text when the send throws', async () => {
    const { user, box } = setup({ initial: 'hello', onSend: () => Promise.reject(new Error('x')) });
    await user.click(box);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(false),
    );
    expect(box.value).toBe('hello');
  });

  it('disables everything when disabled', () => {
    const { box } = setup({ initial: 'hello', disabled: true });
    expect(isDisabled(box)).toBe(true);
    for (const name of ['Send', 'Insert an emoji', 'Message templates', 'Attach a file']) {
      expect(isDisabled(screen.getByRole('button', { name }))).toBe(true);
    }
  });
});

describe('Composer: emoji', () => {
  it('inserts the emoji at the caret', async () => {
    const { user, box } = setup({ initial: 'helloworld' });
    act(() => {
      box.focus();
      box.setSelectionRange(5, 5);
    });
    await user.click(screen.getByRole('button', { name: 'Insert an emoji' }));
    const smile = await screen.findByRole('button', { name: 'Insert 😀' });
    await waitFor(() => expect(document.activeElement).toBe(smile));
    await user.click(smile);
    expect(box.value).toBe('hello😀world');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe('hello😀'.length);
  });

  it('is reachable with the keyboard', async () => {
    const { user, box } = setup({ initial: 'ok' });
    await user.click(box);
    await user.keyboard('{End}');
    act(() => screen.getByRole('button', { name: 'Insert an emoji' }).focus());
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('button', { name: 'Insert 😀' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Insert 😃' }));
    await user.keyboard('{Enter}');
    expect(box.value).toBe('ok😃');
  });
});

describe('Composer: templates', () => {
  const templates: MessageTemplate[] = [
    {
      message_Id: 1,
      message_Template_Name: 'Welcome',
      message_Template: 'Hi, I am {{Agent_Name}}.',
    },
    { message_Id: 2, message_Template_Name: 'Bye', message_Template: 'Bye from {{ Agent_Name }}' },
  ];

  it('loads the templates when opened and inserts the chosen one with the agent name', async () => {
    api.answer(TEMPLATES, templates);
    const { onSend, user, box } = setup();
    expect(api.callsTo(TEMPLATES)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Message templates' }));
    await user.click(await screen.findByRole('button', { name: 'Use the template Welcome' }));
    expect(box.value).toBe('Hi, I am Ana Agent.');
    expect(api.callsTo(TEMPLATES).map((call) => call.query)).toEqual([{ Customer_Id: '1' }]);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('is reachable with the keyboard, and Escape closes it back to its button', async () => {
    api.answer(TEMPLATES, templates);
    const { user, box } = setup();
    const trigger = screen.getByRole('button', { name: 'Message templates' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const welcome = await screen.findByRole('button', { name: 'Use the template Welcome' });
    await waitFor(() => expect(document.activeElement).toBe(welcome));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(box.value).toBe('');

    // Open again: the list is kept and its first template takes the focus.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('button', { name: 'Use the template Welcome' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await user.keyboard('{Enter}');
    expect(box.value).toBe('Hi, I am Ana Agent.');
    expect(api.callsTo(TEMPLATES)).toHaveLength(1);
  });

  it('appends to text already typed', async () => {
    api.answer(TEMPLATES, templates);
    const { user, box } = setup({ initial: 'Thanks.' });
    await user.click(screen.getByRole('button', { name: 'Message templates' }));
    await user.click(await screen.findByRole('button', { name: 'Use the template Bye' }));
    expect(box.value).toBe('Thanks. Bye from Ana Agent');
  });

  it('shows the empty and error states, with a retry', async () => {
    api.answer(TEMPLATES, () =>
      api.callsTo(TEMPLATES).length === 1 ? errorAnswer(500, 'internal') : [],
    );
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Message templates' }));
    expect(await screen.findByText('The message templates could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no message templates.')).toBeTruthy();
    expect(api.callsTo(TEMPLATES)).toHaveLength(2);
  });
});

describe('Composer: attachments', () => {
  const files: AttFile[] = [
    { file_Id: 1, file_Name: 'price.png', file_Reference: 'https://files.test/price.png' },
    { file_Id: 2, file_Name: 'terms.pdf', file_Reference: 'https://files.test/terms.pdf' },
    { file_Id: 3, file_Name: 'trap.png', file_Reference: 'javascript:alert(1)//a.png' },
    { file_Id: 4, file_Name: 'nowhere.png' },
  ];

  it('sends a stored file at once, with its address and name', async () => {
    api.answer(FILES, files);
    const { onSend, user, box } = setup({ initial: 'draft stays' });
    const dialog = await openAttachments(user);
    const price = await within(dialog).findByRole('button', { name: 'Send price.png' });
    expect(price.querySelector('img')?.getAttribute('src')).toBe('https://files.test/price.png');
    expect(
      within(dialog).getByRole('button', { name: 'Send terms.pdf' }).querySelector('img'),
    ).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Send trap.png' }).querySelector('img'),
    ).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send nowhere.png' })).toBeNull();

    await user.click(price);
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        message: 'https://files.test/price.png',
        imageName: 'price.png',
      }),
    );
    expect(api.callsTo(FILES).map((call) => call.query)).toEqual([{ Customer_Id: '1' }]);
    expect(box.value).toBe('draft stays');
  });

  it('focuses the import button when the dialog opens', async () => {
    const { user } = setup();
    const dialog = await openAttachments(user);
    const importButton = within(dialog).getByRole('button', { name: /Import a file/ });
    await waitFor(() => expect(document.activeElement).toBe(importButton));
    expect(await within(dialog).findByText('There are no stored files.')).toBeTruthy();
  });

  it('refuses a file that is too big before uploading', async () => {
    const { onSend, user } = setup();
    await openAttachments(user);
    const big = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeTruthy();
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("refuses a file over the deployment's own limit, as the file service announces it", async () => {
    api.answer(LIMITS, { max_Bytes: 2 * 1024 * 1024, endings: ['mp4'] });
    const { user } = setup();
    const dialog = await openAttachments(user);
    expect(await within(dialog).findByText(/Up to 2 MB/)).toBeTruthy();
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    Object.defineProperty(clip, 'size', { value: 3 * 1024 * 1024 });
    fireEvent.change(fileInput(), { target: { files: [clip] } });
    expect(await screen.findByText('The file is larger than 2 MB.')).toBeTruthy();
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('refuses a file of another type before uploading', async () => {
    const { user } = setup();
    await openAttachments(user);
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(fileInput(), { target: { files: [exe] } });
    expect(
      await screen.findByText(
        'This kind of file cannot be sent. Accepted: jpeg, jpg, png, mp3, ogg, mp4, pdf, doc, docx.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('uploads an imported file as base64 and sends the address the file service answers', async () => {
    api.answer(UPLOAD, {
      url: 'http://api.test/files/hornitos/k1/photo.png',
      file_Name: 'photo.png',
      format: 'png',
    });
    const { onSend, user } = setup();
    await openAttachments(user);
    const photo = new File(['abc'], 'photo.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [photo] } });
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        message: 'http://api.test/files/hornitos/k1/photo.png',
        imageName: 'photo.png',
      }),
    );
    expect(api.callsTo(UPLOAD).map((call) => call.body)).toEqual([
      { file: btoa('abc'), format: 'png', file_name: 'photo.png' },
    ]);
  });

  it('shows ErrorWhenStoragedFile when the file could not be stored', async () => {
    api.answer(UPLOAD, () => errorAnswer(500, 'internal'));
    const { onSend, user } = setup();
    await openAttachments(user);
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Error storing the file')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows ErrorProcessFile when the file service refuses the file', async () => {
    api.answer(UPLOAD, () => errorAnswer(415, 'unsupported_file'));
    const { onSend, user } = setup();
    await openAttachments(user);
    fireEvent.change(fileInput(), {
      target: { files: [new File(['abc'], 'fake.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Error processing the file')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });
});
