import { sessionStore } from '@atende/api-client';
import { RequireRoute } from '@atende/permissions/react';
import { Route, Routes, useLocation } from '@atende/routing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import {
  loginManager,
  renderConsole,
  resetConsole,
  type Levels,
} from '../../testing/renderConsole';
import { OperatorListPage } from './OperatorListPage';

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
const ROWS = [
  {
    user_Id: 21,
    user_Login: 'ana',
    user_Name: 'Ana Lima',
    user_Start: '2026-01-05',
    user_End: '2026-12-31',
    attendence_Group_Name: 'Sales',
    group_List: [7],
  },
  {
    user_Id: 22,
    user_Login: 'bruno',
    user_Name: 'Bruno Reis',
    user_Start: null,
    user_End: null,
    attendence_Group_Name: '',
    group_List: [],
  },
];
const EDITOR: Levels = { User: 3 };
const READER: Levels = { User: 2 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderList(levels: Levels = EDITOR) {
  loginManager(levels);
  return renderConsole(
    <>
      <Routes>
        <Route
          path="/painel/lista-operadores"
          element={
            <RequireRoute routeName="listaOperadores">
              <OperatorListPage />
            </RequireRoute>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { levels, path: '/painel/lista-operadores' },
  );
}

const where = () => screen.getByTestId('where').textContent;
const rowOf = async (login: string) => (await screen.findByText(login)).closest('tr')!;

configure({ asyncUtilTimeout: 5000 });

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  api = fakeApi({
    User_List: ROWS,
    User_Att_Group_List: GROUPS,
    'POST User_Att_Group_Activate': {
      user_Id: 21,
      attendence_Group_Id: 8,
      active: true,
      changed: true,
    },
    'POST User_Att_Group_Deactivate': {
      user_Id: 21,
      attendence_Group_Id: 7,
      active: false,
      changed: true,
    },
  });
});

afterEach(() => api.restore());

describe('operator list', () => {
  it('shows user, full name, formatted start and end, the groups, and edits an operator', async () => {
    renderList();
    const row = await rowOf('ana');
    expect(within(row).getByText('Ana Lima')).toBeTruthy();
    expect(within(row).getByText('01/05/2026')).toBeTruthy();
    expect(within(row).getByText('12/31/2026')).toBeTruthy();
    expect(await within(row).findByText('Sales')).toBeTruthy();
    expect(api.callsTo('GET User_List')[0]?.query).toEqual({ Customer_Id: '1' });

    fireEvent.click(within(row).getByRole('button', { name: 'Edit operator ana' }));
    await waitFor(() => expect(where()).toBe('/painel/edit-user/21'));
  });

  it('opens the new operator form from New operator', async () => {
    renderList();
    await rowOf('ana');
    fireEvent.click(screen.getByRole('button', { name: 'New operator' }));
    await waitFor(() => expect(where()).toBe('/painel/cadastro'));
  });

  it('at level 2 (read only) New operator, edit and the group editor are disabled', async () => {
    renderList(READER);
    const row = await rowOf('ana');
    expect(
      (within(row).getByRole('button', { name: 'Edit operator ana' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'New operator' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const editor = within(row).getByRole('combobox', { name: 'Groups of ana' });
    expect((editor as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseDown(editor);
    expect(screen.queryByTitle('Support')).toBeNull();
    expect(api.callsTo('POST User_Att_Group_Activate')).toHaveLength(0);
  });

  it('adding a group in the row activates exactly it, shows a snackbar and reads the row again', async () => {
    renderList();
    const row = await rowOf('ana');
    await within(row).findByText('Sales');
    const listCalls = api.callsTo('GET User_List').length;
    api.answer('User_List', [{ ...ROWS[0], group_List: [7, 8] }, ROWS[1]]);
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Groups of ana' }));
    fireEvent.click(await screen.findByTitle('Support'));

    expect(await screen.findByText('Groups of ana updated')).toBeTruthy();
    expect(api.callsTo('POST User_Att_Group_Deactivate')).toHaveLength(0);
    const activations = api.callsTo('POST User_Att_Group_Activate');
    expect(activations.map((c) => c.params)).toEqual([
      [
        ['User_Id', '21'],
        ['Attendence_Group_Id', '8'],
        ['Customer_Id', '1'],
      ],
    ]);
    await waitFor(() => expect(api.callsTo('GET User_List').length).toBe(listCalls + 1));
  });

  it('removing a group deactivates it; a failure shows the translated error', async () => {
    api.answer('POST User_Att_Group_Deactivate', () => errorAnswer(403, 'forbidden'));
    renderList();
    const row = await rowOf('ana');
    const tag = (await within(row).findByText('Sales')).closest('.ant-select-selection-item')!;
    fireEvent.click(tag.querySelector('.ant-select-selection-item-remove')!);
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
    expect(api.callsTo('POST User_Att_Group_Deactivate').map((c) => c.params)).toEqual([
      [
        ['Customer_Id', '1'],
        ['User_Id', '21'],
        ['Attendence_Group_Id', '7'],
      ],
    ]);
    // The row is read again: the group the server kept shows again.
    expect(await within(row).findByText('Sales')).toBeTruthy();
  });

  it('reloads when the current customer changes', async () => {
    loginManager(EDITOR, {
      customer: [
        { customer_Id: 1, customer_Name: 'Acme', customer_Logo_URL: '', store: [], group_List: [] },
        { customer_Id: 2, customer_Name: 'Beta', customer_Logo_URL: '', store: [], group_List: [] },
      ],
    });
    act(() => sessionStore.getState().setCustomer(1));
    renderConsole(<OperatorListPage />, { levels: EDITOR, path: '/painel/lista-operadores' });
    await rowOf('ana');
    act(() => sessionStore.getState().setCustomer(2));
    await waitFor(() =>
      expect(api.callsTo('GET User_List').map((c) => c.query.Customer_Id)).toContain('2'),
    );
  });
});
