import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import {
  loginManager,
  renderConsole,
  resetConsole,
  type Levels,
} from '../../testing/renderConsole';
import { EditGroupPage, NewGroupPage } from './GroupFormPage';
import { GroupListPage } from './GroupListPage';

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
    attendence_Channel_Id: 2,
    enable: false,
  },
];
const CHANNELS = [
  { channel_Id: 1, channel_Name: 'WhatsApp' },
  { channel_Id: 2, channel_Name: 'Webchat' },
];
const EDITOR: Levels = { 'Attendence Group': 3 };
const READER: Levels = { 'Attendence Group': 2 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderGroups(path: string, levels: Levels = EDITOR) {
  loginManager(levels);
  return renderConsole(
    <>
      <Routes>
        <Route
          path="/painel/list-group"
          element={
            <RequireRoute routeName="listGroup">
              <GroupListPage />
            </RequireRoute>
          }
        />
        <Route
          path="/painel/group"
          element={
            <RequireRoute routeName="group">
              <NewGroupPage />
            </RequireRoute>
          }
        />
        <Route
          path="/painel/edit-group/:id"
          element={
            <RequireRoute routeName="updateGroup">
              <EditGroupPage />
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
    User_Att_Group_List: GROUPS,
    List_Channel: CHANNELS,
    Audit_List: [],
    'POST User_Att_Group_Update': (call: { query: Record<string, string> }) => ({
      attendence_Group_Id: Number(call.query.attendence_Group_Id) || 9,
      attendence_Group_Name: call.query.attendence_Group_Name,
      attendence_Channel_Id: Number(call.query.attendence_Channel_Id),
      enable: call.query.enable === 'true',
    }),
  });
});

afterEach(() => api.restore());

describe('group list', () => {
  it('shows id, name, channel name and active as a tag, and opens a group to edit', async () => {
    renderGroups('/painel/list-group');
    const row = (await screen.findByText('Support')).closest('tr')!;
    expect(within(row).getByText('8')).toBeTruthy();
    expect(await within(row).findByText('Webchat')).toBeTruthy();
    expect(within(row).getByText('Inactive').className).toContain('ant-tag');
    const sales = screen.getByText('Sales').closest('tr')!;
    expect(within(sales).getByText('Active').className).toContain('ant-tag');
    expect(api.callsTo('GET User_Att_Group_List')[0]?.query).toEqual({ Customer_Id: '1' });

    fireEvent.click(within(sales).getByRole('button', { name: 'Edit group Sales' }));
    await waitFor(() => expect(where()).toBe('/painel/edit-group/7'));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Sales');
  });

  it('at level 2 (read only) New and Edit are disabled', async () => {
    renderGroups('/painel/list-group', READER);
    const row = (await screen.findByText('Sales')).closest('tr')!;
    const edit = within(row).getByRole('button', { name: 'Edit group Sales' });
    expect((edit as HTMLButtonElement).disabled).toBe(true);
    const create = screen.getByRole('button', { name: 'New' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it('at level 3 New and Edit are enabled', async () => {
    renderGroups('/painel/list-group');
    const row = (await screen.findByText('Sales')).closest('tr')!;
    expect(
      (within(row).getByRole('button', { name: 'Edit group Sales' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(where()).toBe('/painel/group'));
  });
});

describe('group form', () => {
  it('saves a new group with exactly the query of seed 001 §7, shows the snackbar and reloads the list', async () => {
    renderGroups('/painel/group');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Billing' } });
    expect(screen.queryByRole('button', { name: /Change history/ })).toBeNull();
    await chooseOption('Channel', 'Webchat');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const [save] = api.callsTo('POST User_Att_Group_Update');
    expect(save?.params).toEqual([
      ['customer_Id', '1'],
      ['attendence_Group_Id', '0'],
      ['attendence_Group_Name', 'Billing'],
      ['attendence_Channel_Id', '2'],
      ['enable', 'true'],
    ]);
    expect(save?.body).toBeUndefined();
    await waitFor(() => expect(where()).toBe('/painel/list-group'));
    // The list loads again after the save (groups reloaded, seed 001 §8).
    await waitFor(() =>
      expect(
        api.calls.findIndex((c) => c.path === 'User_Att_Group_List') > api.calls.indexOf(save!),
      ).toBe(true),
    );
  });

  it('edits a group: loads it from the list and sends its id and the changed values', async () => {
    renderGroups('/painel/edit-group/8');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Support');
    // The group's history is under the edit form (collapsed until opened).
    fireEvent.click(screen.getByRole('button', { name: /Change history/ }));
    expect(
      await screen.findByText('No change has been recorded for this record yet.'),
    ).toBeTruthy();
    expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
      Customer_Id: '1',
      Entity: 'group',
      Entity_Id: '8',
    });
    fireEvent.change(name, { target: { value: 'Support L2' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(api.callsTo('POST User_Att_Group_Update')[0]?.query).toEqual({
      customer_Id: '1',
      attendence_Group_Id: '8',
      attendence_Group_Name: 'Support L2',
      attendence_Channel_Id: '2',
      enable: 'true',
    });
  });

  it('a save error keeps the typed values and shows NovoCadastro.snackTextError', async () => {
    api.answer('POST User_Att_Group_Update', errorAnswer(500, 'internal'));
    renderGroups('/painel/edit-group/7');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Sales North' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save. Please try again')).toBeTruthy();
    expect(where()).toBe('/painel/edit-group/7');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sales North');
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });

  it('a 409 naming the group name puts the translated error on the name field', async () => {
    api.answer('POST User_Att_Group_Update', errorAnswer(409, 'conflict', 'attendence_Group_Name'));
    renderGroups('/painel/edit-group/7');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This conflicts with the current data. Reload and try again'),
    ).toBeTruthy();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(name.value).toBe('Support');
  });

  it('refuses an empty name and a name over 100 characters without calling the server', async () => {
    renderGroups('/painel/edit-group/7');
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the group name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('At most 100 characters.')).toBeTruthy();
    expect(api.callsTo('POST User_Att_Group_Update')).toHaveLength(0);
  });

  it('at level 2 the form is disabled and cannot be saved', async () => {
    renderGroups('/painel/edit-group/7', READER);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown group id says so', async () => {
    renderGroups('/painel/edit-group/99');
    expect(await screen.findByText('This group does not exist in this customer.')).toBeTruthy();
  });
});
