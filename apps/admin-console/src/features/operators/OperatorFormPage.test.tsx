import { encodePassword } from '@atende/contract';
import type { OperatorSaveBody } from '@atende/contract';
import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { errorAnswer, fakeApi, type FakeApi, type FakeCall } from '@atende/api-client/testing';
import {
  loginManager,
  renderConsole,
  resetConsole,
  type Levels,
} from '../../testing/renderConsole';
import { OperatorFormPage } from './OperatorFormPage';

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
  {
    attendence_Group_Id: 9,
    attendence_Group_Name: 'Billing',
    attendence_Channel_Id: 1,
    enable: true,
  },
];
const ROLES = [
  { function_Id: 1, function_Name: 'System administrator', function_Father: null },
  { function_Id: 3, function_Name: 'Customer administrator', function_Father: null },
  { function_Id: 7, function_Name: 'Store agent', function_Father: null },
];
const ACME = { customer_Id: 1, customer_Name: 'Acme Telecom', customer_Logo_URL: '', store: [] };
/** GET User_Data_Perm?user_id=21: no weekdays stored, groups Sales and Support in customer 1. */
const ANA = {
  user_Id: 21,
  user_Name: 'Ana Lima',
  user_Login: 'ana',
  user_Email: 'ana@example.com',
  user_Celphone: '',
  pass_Expired: false,
  start_Att: '09:00:00',
  end_Att: '17:00:00',
  attendence_Adm: false,
  att_Start: '09:00:00',
  att_End: '17:00:00',
  start_Access: '2026-01-05',
  end_Access: '2026-12-31',
  expiration_Date: '2026-12-31',
  user_SysAdm: false,
  function_Id: 7,
  user_Function: [{ functionality_Name: 'Attendence', functionality_Level: 2 }],
  channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
  report: [],
  customer: [
    {
      ...ACME,
      group_List: [
        { attendence_Group_Id: 7, attendence_Group_Name: 'Sales' },
        { attendence_Group_Id: 8, attendence_Group_Name: 'Support' },
      ],
    },
  ],
};
/** The manager's own levels: Flow 2 is its ceiling there (seed 000 §5). */
const EDITOR: Levels = { User: 3, Attendence: 3, Flow: 2 };
const READER: Levels = { User: 2, Attendence: 3 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderForm(path: string, levels: Levels = EDITOR, functionId = 3) {
  loginManager(levels, { function_Id: functionId });
  return renderConsole(
    <>
      <Routes>
        {['/painel/cadastro', '/painel/edit-user/:id'].map((pattern) => (
          <Route
            key={pattern}
            path={pattern}
            element={
              <RequireRoute routeName={pattern === '/painel/cadastro' ? 'cadastro' : 'atualizar'}>
                <OperatorFormPage />
              </RequireRoute>
            }
          />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { levels, path, functionId },
  );
}

const where = () => screen.getByTestId('where').textContent;
// getByRole is very slow on a form this size in jsdom (seconds a query): labels and texts instead.
const button = (text: string, root: HTMLElement = document.body) =>
  within(root).getByText(text).closest('button') as HTMLButtonElement;
const save = () => fireEvent.click(button('Save'));
const input = (label: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText(label) as HTMLInputElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
const bodyOf = (call: FakeCall | undefined) => call?.body as OperatorSaveBody;

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(
    choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]!,
  );
}

function removeTag(label: string, tagText: string) {
  const item = screen.getByLabelText(label).closest('.ant-form-item')!;
  const tag = within(item as HTMLElement)
    .getByText(tagText)
    .closest('.ant-select-selection-item')!;
  fireEvent.click(tag.querySelector('.ant-select-selection-item-remove')!);
}

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  api = fakeApi({
    'GET User_Data_Perm': ANA,
    'PUT User_Data_Perm': (call: FakeCall) => ({
      user_Id: (call.body as OperatorSaveBody).user_Id || 99,
      function_Id: (call.body as OperatorSaveBody).function_Id,
    }),
    User_Att_Group_List: GROUPS,
    Functionality_List: ROLES,
    List_Channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
    List_Reports_User: [],
    Audit_List: [],
    'POST User_Att_Group_Activate': { changed: true },
    'POST User_Att_Group_Deactivate': { changed: true },
  });
});

afterEach(() => api.restore());

describe('new operator', () => {
  it('saves with the encoded password, today to today, the current role and customer, then activates the chosen groups', async () => {
    renderForm('/painel/cadastro');
    await type('Login', 'carla');
    await type('Full name', 'Carla Souza');
    await type('Password', 'Secret@12');
    await chooseOption('Groups', 'Sales');
    await chooseOption('Groups', 'Billing');
    save();

    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/painel/lista-operadores'));
    const today = dayjs().format('YYYY-MM-DD');
    const body = bodyOf(api.callsTo('PUT User_Data_Perm')[0]);
    expect(body).toMatchObject({
      user_Id: 0,
      user_Login: 'carla',
      user_Name: 'Carla Souza',
      user_Pass: encodePassword('Secret@12'),
      start_Access: today,
      end_Access: today,
      expiration_Date: today,
      function_Id: 3,
      user_SysAdm: false,
      user_Weekdays: [1, 2, 3, 4, 5],
      user_Function: [],
      customer: [{ customer_Id: 1 }],
    });
    expect(body.report).toEqual([]); // seed 001 §3: every field, the (empty) loaded list
    // The groups after the PUT, with the new operator's id (seed 001 §4).
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path} ${c.query.Attendence_Group_Id ?? ''}`)).toEqual(
      ['PUT User_Data_Perm ', 'POST User_Att_Group_Activate 7', 'POST User_Att_Group_Activate 9'],
    );
    expect(writes[1]?.query).toEqual({ User_Id: '99', Attendence_Group_Id: '7', Customer_Id: '1' });
  });

  it("picking a role starts the levels from the role's, capped at the user's own (seed 000 §5)", async () => {
    api.answer('User_Func_List/GetById', [
      { functionality_Code: 'ATT', functionality_Name: 'Attendence', functionality_Level: 2 },
      { functionality_Code: 'FLW', functionality_Name: 'Flow', functionality_Level: 3 },
    ]);
    renderForm('/painel/cadastro');
    await type('Login', 'dora');
    await type('Full name', 'Dora Dias');
    await type('Password', 'Secret@12');
    await chooseOption('Role', 'Store agent');
    await waitFor(() =>
      expect(api.callsTo('User_Func_List/GetById')[0]?.query).toEqual({ roleId: '7' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Level 2 for Attendance') as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    save();
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).user_Function).toEqual([
      { functionality_Name: 'Attendence', functionality_Level: 2 },
      { functionality_Name: 'Flow', functionality_Level: 2 },
    ]);
  });

  it('needs a password meeting seed 000 §5 and sends nothing until then', async () => {
    renderForm('/painel/cadastro');
    await type('Login', 'carla');
    await type('Full name', 'Carla Souza');
    save();
    expect(await screen.findByText('Enter a password for the new operator')).toBeTruthy();
    await type('Password', 'secret12');
    expect(
      await screen.findByText('The password still needs: a capital letter, a special character'),
    ).toBeTruthy();
    await type('Password', 'Sh@1');
    expect(await screen.findByText('The password needs at least 8 characters')).toBeTruthy();
    save();
    await screen.findByText('The password needs at least 8 characters');
    expect(api.callsTo('PUT User_Data_Perm')).toHaveLength(0);
  });

  it('a 409 shows on the login field and keeps what was typed', async () => {
    api.answer('PUT User_Data_Perm', () => errorAnswer(409, 'conflict', 'user_Login'));
    renderForm('/painel/cadastro');
    await type('Login', 'ana');
    await type('Full name', 'Another Ana');
    await type('Password', 'Secret@12');
    save();
    expect(await screen.findByText('This has already been taken')).toBeTruthy();
    const login = screen.getByLabelText('Login') as HTMLInputElement;
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(login.value).toBe('ana');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Another Ana');
    expect(where()).toBe('/painel/cadastro');
    expect(api.callsTo('POST User_Att_Group_Activate')).toHaveLength(0);
  });
});

describe('edit operator', () => {
  it('loads the operator (weekdays default Monday to Friday) and sends no password unless typed', async () => {
    renderForm('/painel/edit-user/21');
    expect(((await screen.findByLabelText('Login')) as HTMLInputElement).value).toBe('ana');
    expect(api.callsTo('GET User_Data_Perm')[0]?.query).toEqual({ user_id: '21' });
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(days.filter((day) => input(day).checked)).toEqual(days.slice(0, 5));
    save();
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const body = bodyOf(api.callsTo('PUT User_Data_Perm')[0]);
    expect(body.user_Id).toBe(21);
    expect(body).not.toHaveProperty('user_Pass');
    expect(body).toMatchObject({
      start_Access: '2026-01-05',
      end_Access: '2026-12-31',
      expiration_Date: '2026-12-31',
      att_Start: '09:00:00',
      att_End: '17:00:00',
      function_Id: 7,
      user_Weekdays: [1, 2, 3, 4, 5],
      channel: [{ channel_Id: 1 }],
    });
    // Nothing changed in the groups: no membership call.
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a typed password encoded', async () => {
    renderForm('/painel/edit-user/21');
    await screen.findByDisplayValue('ana');
    await type('Password', 'N3w-Secret');
    save();
    await screen.findByText('Saved successfully');
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).user_Pass).toBe(
      encodePassword('N3w-Secret'),
    );
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).user_Pass).not.toBe('N3w-Secret');
  });

  it('after the PUT deactivates exactly the removed groups and activates exactly the added ones', async () => {
    renderForm('/painel/edit-user/21');
    await screen.findByDisplayValue('ana');
    await waitFor(() => expect(screen.getAllByText('Support').length).toBeGreaterThan(0));
    removeTag('Groups', 'Sales');
    await chooseOption('Groups', 'Billing');
    save();
    await screen.findByText('Saved successfully');
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.path, c.params])).toEqual([
      ['PUT', 'User_Data_Perm', []],
      [
        'POST',
        'User_Att_Group_Deactivate',
        [
          ['Customer_Id', '1'],
          ['User_Id', '21'],
          ['Attendence_Group_Id', '7'],
        ],
      ],
      [
        'POST',
        'User_Att_Group_Activate',
        [
          ['User_Id', '21'],
          ['Attendence_Group_Id', '9'],
          ['Customer_Id', '1'],
        ],
      ],
    ]);
  });

  it('disables choices above the own level, never sends them, and leaves level 0 entries out', async () => {
    renderForm('/painel/edit-user/21');
    await screen.findByDisplayValue('ana');
    const flow3 = input('Level 3 for Flows');
    expect(flow3.disabled).toBe(true);
    expect(
      screen.getByText('Levels above 2 are above your own level and cannot be given.'),
    ).toBeTruthy();
    expect(input('Level 2 for Flows').disabled).toBe(false);
    const flowRow = screen.getByLabelText(/^Flows/);
    expect(flowRow.getAttribute('role')).toBe('radiogroup');
    expect(flowRow.querySelectorAll('input[type=radio]')).toHaveLength(4);

    fireEvent.click(flow3);
    fireEvent.click(input('Level 2 for Flows'));
    // Attendance from 2 to 0: a level 0 entry is not sent (seed 001 §5).
    fireEvent.click(input('Level 0 for Attendance'));
    save();
    await screen.findByText('Saved successfully');
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).user_Function).toEqual([
      { functionality_Name: 'Flow', functionality_Level: 2 },
    ]);
  });

  it('refuses to save a level above the own one that the operator already holds', async () => {
    api.answer('GET User_Data_Perm', {
      ...ANA,
      user_Function: [{ functionality_Name: 'Flow', functionality_Level: 3 }],
    });
    renderForm('/painel/edit-user/21');
    await screen.findByDisplayValue('ana');
    save();
    expect(await screen.findByText('These levels are above your own: Flows')).toBeTruthy();
    expect(api.callsTo('PUT User_Data_Perm')).toHaveLength(0);
  });

  it('a 400 naming user_Function shows on the levels', async () => {
    api.answer('PUT User_Data_Perm', () => errorAnswer(400, 'bad_request', 'user_Function'));
    renderForm('/painel/edit-user/21');
    await screen.findByDisplayValue('ana');
    save();
    expect(await screen.findByText('The request is not valid')).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('levels')?.getAttribute('aria-invalid')).toBe('true'),
    );
    expect(where()).toBe('/painel/edit-user/21');
  });

  it('at level 2 every field and Save are disabled', async () => {
    renderForm('/painel/edit-user/21', READER);
    const login = (await screen.findByDisplayValue('ana')) as HTMLInputElement;
    expect(login.disabled).toBe(true);
    expect(input('Full name').disabled).toBe(true);
    expect(input('Password').disabled).toBe(true);
    expect(button('Save').disabled).toBe(true);
    expect(input('Level 1 for Attendance').disabled).toBe(true);
    expect(input('Monday').disabled).toBe(true);
    expect(input('Groups').disabled).toBe(true);
    expect(input('System administrator').disabled).toBe(true);
    save();
    expect(api.callsTo('PUT User_Data_Perm')).toHaveLength(0);
  });
});

describe('roles', () => {
  it('offers the role dialog only to function_Id 1', async () => {
    renderForm('/painel/cadastro', EDITOR, 3);
    await screen.findByLabelText('Login');
    await waitFor(() => expect(api.callsTo('GET Functionality_List').length).toBeGreaterThan(0));
    expect(screen.queryByText('Manage roles')).toBeNull();
    expect(screen.queryByText('Manage reports')).toBeNull();
  });

  it('creates a role with the own role as father and no level 0 entry', async () => {
    api.answer('User_Func_List', [
      { functionality_abrev: 'FLW', functionality_id: 7, functionality_name: 'Flow' },
      { functionality_abrev: 'USR', functionality_id: 4, functionality_name: 'User' },
    ]);
    api.answer('POST Functionality_List', {
      function_Id: 12,
      function_Name: 'Supervisor',
      function_Father: 1,
    });
    renderForm('/painel/cadastro', EDITOR, 1);
    await screen.findByText('Manage roles');
    fireEvent.click(button('Manage roles'));
    const dialog = await dialogTitled('Roles');
    fireEvent.change(input('Role name', dialog), { target: { value: 'Supervisor' } });
    const flow3 = (await within(dialog).findByLabelText('Level 3 for Flows')) as HTMLInputElement;
    expect(flow3.disabled).toBe(true);
    fireEvent.click(input('Level 2 for Flows', dialog));
    fireEvent.click(button('Create role', dialog));
    expect(await screen.findByText('Role Supervisor created')).toBeTruthy();
    expect(api.callsTo('POST Functionality_List')[0]?.body).toEqual({
      function_Name: 'Supervisor',
      function_Father: 1,
      user_Functionality: [
        {
          functionality_id: 7,
          functionality_Level: 2,
          functionality_Name: 'Flow',
          functionality_abrev: 'FLW',
        },
      ],
    });
  });

  it('shows NovoCadastro.roleError when the role list is empty', async () => {
    api.answer('Functionality_List', []);
    renderForm('/painel/cadastro', EDITOR, 1);
    expect(
      await screen.findByText('Role information is not configured or could not be loaded'),
    ).toBeTruthy();
    fireEvent.click(button('Manage roles'));
    const dialog = await dialogTitled('Roles');
    expect(
      within(dialog).getByText('Role information is not configured or could not be loaded'),
    ).toBeTruthy();
  });

  it('shows NovoCadastro.roleError when the role list fails', async () => {
    api.answer('Functionality_List', () => errorAnswer(500, 'internal'));
    renderForm('/painel/cadastro', EDITOR, 3);
    expect(
      await screen.findByText('Role information is not configured or could not be loaded'),
    ).toBeTruthy();
  });
});

describe('reports', () => {
  it("without report management, the save sends the operator's loaded reports unchanged (seed 001 §3)", async () => {
    const reports = [
      { report_Id: 5, report_Name: 'Daily volume', report_Data: 'daily', report_Parameter: 'p=1' },
      { report_Code: 'WT', report_Name: 'Waiting times', report_Data: '', report_Parameter: '' },
    ];
    api.answer('GET User_Data_Perm', { ...ANA, report: reports });
    renderForm('/painel/edit-user/21', EDITOR, 3);
    await screen.findByDisplayValue('ana');
    expect(screen.queryByText('Manage reports')).toBeNull();
    save();
    await screen.findByText('Saved successfully');
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).report).toEqual(reports);
  });

  it('function_Id 1 assigns reports through the report dialog; they are sent by id', async () => {
    api.answer('List_Reports_User', [
      { report_Id: 5, report_Name: 'Daily volume', report_Data: '', report_Parameter: '' },
      { report_Id: 6, report_Name: 'Waiting times', report_Data: '', report_Parameter: '' },
    ]);
    renderForm('/painel/edit-user/21', EDITOR, 1);
    await screen.findByDisplayValue('ana');
    fireEvent.click(button('Manage reports'));
    const dialog = await dialogTitled('Reports of the operator');
    fireEvent.click(input('Waiting times', dialog));
    fireEvent.click(button('Apply', dialog));
    await waitFor(() =>
      expect(document.getElementById('reports')?.textContent).toContain('Waiting times'),
    );
    save();
    await screen.findByText('Saved successfully');
    expect(bodyOf(api.callsTo('PUT User_Data_Perm')[0]).report).toEqual([
      { report_Id: 6, report_Name: 'Waiting times' },
    ]);
  });
});
