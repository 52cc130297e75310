import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, fakeApi, type FakeApi, type FakeCall } from '@atende/api-client/testing';
import {
  loginManager,
  renderConsole,
  resetConsole,
  type Levels,
} from '../../testing/renderConsole';
import { EditTemplatePage, NewTemplatePage } from './TemplateFormPage';
import { TemplateListPage } from './TemplateListPage';
import { stopsWelcome } from './templateRules';

const TEMPLATES = [
  {
    message_Id: 1,
    message_Template_Name: 'auto-asignacion',
    message_Template: 'Hola, soy {{Agent_Name}}.',
    enable: true,
    att_Group: [],
  },
  {
    message_Id: 2,
    message_Template_Name: 'Greeting',
    message_Template: 'Hello, I am {{Agent_Name}}.\nHow can I help you today?',
    enable: true,
    att_Group: [7],
  },
  {
    message_Id: 3,
    message_Template_Name: 'Old promo',
    message_Template: 'This promotion has ended.',
    enable: false,
    att_Group: [],
  },
];
const GROUPS = [
  {
    attendence_Group_Id: 7,
    attendence_Group_Name: 'Sales',
    attendence_Channel_Id: 1,
    enable: true,
  },
  {
    attendence_Group_Id: 8,
    attendence_Group_Name: 'Support',
    attendence_Channel_Id: 1,
    enable: true,
  },
];
const EDITOR: Levels = { Template: 3 };
const READER: Levels = { Template: 2 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderTemplates(path: string, levels: Levels = EDITOR) {
  loginManager(levels);
  return renderConsole(
    <>
      <Routes>
        <Route
          path="/painel/templates"
          element={
            <RequireRoute routeName="messagesTemplate">
              <TemplateListPage />
            </RequireRoute>
          }
        />
        <Route
          path="/painel/templates/new"
          element={
            <RequireRoute routeName="newMessageTemplate">
              <NewTemplatePage />
            </RequireRoute>
          }
        />
        <Route
          path="/painel/templates/edit/:id"
          element={
            <RequireRoute routeName="updateMessageTemplate">
              <EditTemplatePage />
            </RequireRoute>
          }
        />
      </Routes>
      <Where />
    </>,
    { levels, path },
  );
}

const where = () => screen.getByTestId('where').textContent;
const message = async () => (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
const saveButton = () => screen.getByText('Save').closest('button') as HTMLButtonElement;
const insertButton = () =>
  screen.getByText('Insert agent name').closest('button') as HTMLButtonElement;
const activeSwitch = () => document.querySelector('button#enable') as HTMLButtonElement;

/** The newest confirmation dialog (antd keeps closed ones in the page for a moment). */
const confirmation = () =>
  waitFor(() => {
    const all = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    expect(all.length).toBeGreaterThan(0);
    return all[all.length - 1]!;
  });
const buttonIn = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text).closest('button') as HTMLButtonElement;

async function chooseOption(label: string, option: string) {
  const select = await screen.findByLabelText(label);
  fireEvent.mouseDown(select);
  const choice = await screen.findByTitle(option);
  fireEvent.click(choice);
}

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  api = fakeApi({
    Message_Template_List: TEMPLATES,
    User_Att_Group_List: GROUPS,
    Audit_List: [],
    'GET Message_Template_Update': (call: FakeCall) => ({
      message_Id: Number(call.query.Message_Id) || 9,
      message_Template_Name: call.query.Message_Template_Name,
      message_Template: call.query.Message_Template,
      enable: call.query.Enable === 'true',
      att_Group: call.params.filter(([k]) => k === 'att_Group').map(([, v]) => Number(v)),
    }),
  });
});

afterEach(() => api.restore());

describe('template rules', () => {
  it('stops the welcome template only when an active auto-asignacion is renamed or switched off', () => {
    const on = { name: 'auto-asignacion', enable: true };
    expect(stopsWelcome(on, { name: 'Auto-Asignacion', enable: true })).toBe(false);
    expect(stopsWelcome(on, { name: 'auto-asignacion', enable: false })).toBe(true);
    expect(stopsWelcome(on, { name: 'welcome', enable: true })).toBe(true);
    expect(stopsWelcome({ name: 'Greeting', enable: true }, { name: 'x', enable: false })).toBe(
      false,
    );
    expect(stopsWelcome({ ...on, enable: false }, { ...on, enable: false })).toBe(false);
  });
});

describe('template list', () => {
  it('shows id, name, the message on one line and the welcome mark, and opens a template', async () => {
    renderTemplates('/painel/templates');
    const row = (await screen.findByText('Greeting')).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    const text = within(row).getByText(/Hello, I am \{\{Agent_Name\}\}/);
    expect(text.closest('td')!.className).toContain('ellipsis');
    expect(api.callsTo('GET Message_Template_List')[0]?.query).toEqual({ Customer_Id: '1' });

    const welcome = screen.getByText('auto-asignacion').closest('tr')!;
    expect(within(welcome).getByText('Welcome template').className).toContain('ant-tag');
    const old = screen.getByText('Old promo').closest('tr')!;
    expect(within(old).getByText('Inactive').className).toContain('ant-tag');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit template Greeting' }));
    await waitFor(() => expect(where()).toBe('/painel/templates/edit/2'));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Greeting');
  });

  it('New opens the new-template form; at level 2 New and Edit are disabled', async () => {
    const { unmount } = renderTemplates('/painel/templates');
    await screen.findByText('Greeting');
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(where()).toBe('/painel/templates/new'));
    unmount();

    renderTemplates('/painel/templates', READER);
    const row = (await screen.findByText('Greeting')).closest('tr')!;
    const edit = within(row).getByRole('button', { name: 'Edit template Greeting' });
    expect((edit as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'New' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('template form', () => {
  it('previews the placeholder as a chip and the text filled with the current user name', async () => {
    renderTemplates('/painel/templates/edit/2');
    const preview = await screen.findByTestId('template-preview');
    const chip = within(preview).getByText('Agent name');
    expect(chip.closest('.ant-tag')).toBeTruthy();
    expect(preview.textContent).toContain('Hello, I am ');
    expect(preview.textContent).not.toContain('{{Agent_Name}}');
    expect(screen.getByText('As sent by Marta Manager:')).toBeTruthy();
    expect(screen.getByTestId('template-preview-filled').textContent).toBe(
      'Hello, I am Marta Manager.\nHow can I help you today?',
    );

    // The preview follows the typing.
    fireEvent.change(await message(), { target: { value: '{{ Agent_Name }} <b>here</b>' } });
    expect(within(screen.getByTestId('template-preview')).getAllByText('Agent name')).toHaveLength(
      1,
    );
    expect(screen.getByTestId('template-preview-filled').textContent).toBe(
      'Marta Manager <b>here</b>',
    );
    expect(document.querySelector('[data-testid="template-preview"] b')).toBeNull();
  });

  it('"Insert agent name" puts the placeholder at the cursor, over the selection, or at the end', async () => {
    renderTemplates('/painel/templates/new');
    const box = await message();
    fireEvent.change(box, { target: { value: 'Hello , bye' } });
    box.setSelectionRange(6, 6);
    fireEvent.select(box);
    fireEvent.click(insertButton());
    await waitFor(() => expect(box.value).toBe('Hello {{Agent_Name}}, bye'));
    expect(box.selectionStart).toBe(20);
    expect(document.activeElement).toBe(box);

    box.setSelectionRange(21, 25);
    fireEvent.select(box);
    fireEvent.click(insertButton());
    await waitFor(() => expect(box.value).toBe('Hello {{Agent_Name}},{{Agent_Name}}'));
  });

  it('saves a new template by GET with one att_Group per group, then reloads the list and goes back', async () => {
    renderTemplates('/painel/templates/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Sales hi ' } });
    fireEvent.change(await message(), { target: { value: 'Hi!\nI am {{Agent_Name}}' } });
    await chooseOption('Groups', 'Sales');
    await chooseOption('Groups', 'Support');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Template saved successfully')).toBeTruthy();
    const [save] = api.callsTo('GET Message_Template_Update');
    expect(save?.params).toEqual([
      ['Customer_Id', '1'],
      ['Message_Id', '0'],
      ['Message_Template', 'Hi!\nI am {{Agent_Name}}'],
      ['Message_Template_Name', 'Sales hi'],
      ['Enable', 'true'],
      ['att_Group', '7'],
      ['att_Group', '8'],
    ]);
    expect(save?.headers.authorization).toBe('Bearer test-token');
    await waitFor(() => expect(where()).toBe('/painel/templates'));
    await waitFor(() =>
      expect(
        api.calls.map((c) => c.path).lastIndexOf('Message_Template_List') >
          api.calls.indexOf(save!),
      ).toBe(true),
    );
  });

  it('edits a template: its groups and values load, the history is under the form', async () => {
    renderTemplates('/painel/templates/edit/2');
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Greeting');
    fireEvent.click(screen.getByRole('button', { name: /Change history/ }));
    expect(
      await screen.findByText('No change has been recorded for this record yet.'),
    ).toBeTruthy();
    expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
      Customer_Id: '1',
      Entity: 'template',
      Entity_Id: '2',
    });
    fireEvent.click(activeSwitch());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Template saved successfully')).toBeTruthy();
    expect(api.callsTo('GET Message_Template_Update')[0]?.params).toEqual([
      ['Customer_Id', '1'],
      ['Message_Id', '2'],
      ['Message_Template', 'Hello, I am {{Agent_Name}}.\nHow can I help you today?'],
      ['Message_Template_Name', 'Greeting'],
      ['Enable', 'false'],
      ['att_Group', '7'],
    ]);
  });

  it('a failed save shows NewMessageTemplate.snackTextError and keeps everything typed', async () => {
    api.answer('GET Message_Template_Update', () => errorAnswer(500, 'internal'));
    renderTemplates('/painel/templates/edit/2');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Greeting 2' } });
    fireEvent.change(await message(), { target: { value: 'A long text\nthat I typed' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Could not save the template')).toBeTruthy();
    expect(where()).toBe('/painel/templates/edit/2');
    expect(name.value).toBe('Greeting 2');
    expect((await message()).value).toBe('A long text\nthat I typed');
    expect(screen.queryByText('Template saved successfully')).toBeNull();
  });

  it('a 409 on the name puts the error on the name field', async () => {
    api.answer('GET Message_Template_Update', () =>
      errorAnswer(409, 'conflict', 'Message_Template_Name'),
    );
    renderTemplates('/painel/templates/new');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'greeting' } });
    fireEvent.change(await message(), { target: { value: 'Hi' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(name.value).toBe('greeting');
  });

  it('refuses an empty name and message without calling the server', async () => {
    renderTemplates('/painel/templates/new');
    await screen.findByLabelText('Name');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter the template name.')).toBeTruthy();
    expect(await screen.findByText('Enter the message.')).toBeTruthy();
    expect(api.callsTo('GET Message_Template_Update')).toHaveLength(0);
  });

  it('at level 2 the form is read-only: fields, Insert and Save disabled', async () => {
    renderTemplates('/painel/templates/edit/2', READER);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((await message()).disabled).toBe(true);
    expect(insertButton().disabled).toBe(true);
    expect(activeSwitch().disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });

  it('an unknown template id says so', async () => {
    renderTemplates('/painel/templates/edit/99');
    expect(await screen.findByText('This template does not exist in this customer.')).toBeTruthy();
  });
});

describe('the welcome template (auto-asignacion)', () => {
  it('is marked in the form; switching it off asks first: Keep it saves nothing, Save anyway saves', async () => {
    renderTemplates('/painel/templates/edit/1');
    expect(await screen.findByText('Welcome template')).toBeTruthy();
    fireEvent.click(activeSwitch());
    expect(
      await screen.findByText(
        'Renaming or switching off the welcome template stops the automatic greeting and auto-response.',
      ),
    ).toBeTruthy();

    fireEvent.click(saveButton());
    const dialog = await confirmation();
    expect(within(dialog).getAllByText('Stop the automatic greeting?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/auto-response stop working/)).toBeTruthy();
    fireEvent.click(buttonIn(dialog, 'Keep it'));
    await waitFor(() => expect(saveButton().className).not.toContain('loading'));
    expect(api.callsTo('GET Message_Template_Update')).toHaveLength(0);
    expect(screen.queryByText('Could not save the template')).toBeNull();
    expect(where()).toBe('/painel/templates/edit/1');
    expect(activeSwitch().getAttribute('aria-checked')).toBe('false');

    fireEvent.click(saveButton());
    await waitFor(async () => {
      const again = await confirmation();
      expect(again).not.toBe(dialog);
      fireEvent.click(buttonIn(again, 'Save anyway'));
    });
    expect(await screen.findByText('Template saved successfully')).toBeTruthy();
    expect(api.callsTo('GET Message_Template_Update')[0]?.query).toMatchObject({
      Message_Id: '1',
      Message_Template_Name: 'auto-asignacion',
      Enable: 'false',
    });
  });

  it('renaming it asks too; a save that keeps it working does not', async () => {
    renderTemplates('/painel/templates/edit/1');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Welcome' } });
    fireEvent.click(saveButton());
    fireEvent.click(buttonIn(await confirmation(), 'Keep it'));
    await waitFor(() => expect(saveButton().className).not.toContain('loading'));
    expect(api.callsTo('GET Message_Template_Update')).toHaveLength(0);
    const asked = document.querySelectorAll('.ant-modal-confirm').length;

    fireEvent.change(name, { target: { value: 'Auto-Asignacion' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Template saved successfully')).toBeTruthy();
    // No second question.
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBeLessThanOrEqual(asked);
  });
});
