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
import { ReasonFormPage } from './ReasonFormPage';
import { ReasonListPage } from './ReasonListPage';
import { reasonPath } from './paths';

const REASONS = [
  { reason_id: 4, reason_description: 'Technical issue' },
  { reason_id: 5, reason_description: 'Billing' },
];
const SUB_REASONS = [
  { sub_reason_Id: 11, sub_reason_description: 'No signal', reason_id: 4 },
  { sub_reason_Id: 12, sub_reason_description: 'Slow connection', reason_id: 4 },
  { sub_reason_Id: 13, sub_reason_description: 'Wrong charge', reason_id: 5 },
];
const EDITOR: Levels = { Reasons: 3 };
const READER: Levels = { Reasons: 2 };

const SAVED = 'The sub reason was stored correctly';
const NO_PARENT =
  'An error occurred while storing the sub reason, verify that the reason exists or contact an administrator';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderReasons(path: string, levels: Levels = EDITOR) {
  loginManager(levels);
  const guarded = (name: string, page: React.ReactNode) => (
    <RequireRoute routeName={name}>{page}</RequireRoute>
  );
  return renderConsole(
    <>
      <Routes>
        <Route path="/painel/reasons" element={guarded('reasons', <ReasonListPage />)} />
        <Route path="/painel/reason/new" element={guarded('reason', <ReasonFormPage />)} />
        <Route path="/painel/reason/new/:id" element={guarded('reason', <ReasonFormPage />)} />
      </Routes>
      <Where />
    </>,
    { levels, path },
  );
}

const where = () => screen.getByTestId('where').textContent;
/** A table row (the virtual reason table renders rows as `div.ant-table-row`, others as `tr`). */
const rowOf = (cell: HTMLElement) => cell.closest<HTMLElement>('.ant-table-row')!;
const subForm = () => screen.getByRole('form', { name: 'Sub-reason' });

let api: FakeApi;
let subReasons: typeof SUB_REASONS;

beforeEach(async () => {
  await resetConsole();
  subReasons = [...SUB_REASONS];
  api = fakeApi({
    Reason_Att: REASONS,
    SubReason_Att: () => subReasons,
    Audit_List: [],
    'GET Reason_Att/Reasons': (call: FakeCall) => ({
      reason_id: Number(call.query.Reason_Id_Int) || 6,
      reason_description: call.query.Reason_Description_Var,
    }),
    'GET SubReason_Att/SubReasons': (call: FakeCall) => {
      const saved = {
        sub_reason_Id: Number(call.query.Sub_Reason_Id_Int) || 14,
        sub_reason_description: call.query.Sub_Reason_Description_Var!,
        reason_id: Number(call.query.Reason_Id_Int),
      };
      subReasons = [...subReasons.filter((s) => s.sub_reason_Id !== saved.sub_reason_Id), saved];
      return saved;
    },
  });
});

afterEach(() => api.restore());

it('addresses the reason screen as seed 001 §2 does: id 0 or absent is new', () => {
  expect(reasonPath()).toBe('/painel/reason/new');
  expect(reasonPath(0)).toBe('/painel/reason/new');
  expect(reasonPath(17)).toBe('/painel/reason/new/17');
});

describe('reason list', () => {
  it('shows id, description and an edit pencil, and opens a reason to edit', async () => {
    renderReasons('/painel/reasons');
    const row = rowOf(await screen.findByText('Billing'));
    expect(within(row).getByText('5')).toBeTruthy();
    expect(api.callsTo('GET Reason_Att')[0]?.query).toEqual({ Customer_Id: '1' });
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit reason Billing' }));
    await waitFor(() => expect(where()).toBe('/painel/reason/new/5'));
    expect(((await screen.findByLabelText('Description')) as HTMLInputElement).value).toBe(
      'Billing',
    );
  });

  it('keeps 1,000 reasons in one virtualised table: no pagination, far fewer rows in the page', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      reason_id: i + 1,
      reason_description: `Reason ${i + 1}`,
    }));
    api.answer('Reason_Att', many);
    renderReasons('/painel/reasons');
    expect(await screen.findByText('Reason 1')).toBeTruthy();
    expect(screen.getByText('Reasons: 1000')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    const rendered = screen.queryAllByRole('button', { name: /^Edit reason / }).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.queryByText('Reason 1000')).toBeNull();
  });

  it('Add new opens the new-reason form', async () => {
    renderReasons('/painel/reasons');
    await screen.findByText('Billing');
    fireEvent.click(screen.getByRole('button', { name: 'Add new' }));
    await waitFor(() => expect(where()).toBe('/painel/reason/new'));
    expect(await screen.findByText('New reason')).toBeTruthy();
    expect(((await screen.findByLabelText('Description')) as HTMLInputElement).value).toBe('');
  });

  it('an empty list says so, a failing one offers Try again', async () => {
    api.answer('Reason_Att', () => errorAnswer(500, 'internal'));
    renderReasons('/painel/reasons');
    expect(await screen.findByText('The reasons could not be loaded.')).toBeTruthy();
    api.answer('Reason_Att', []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reasons yet')).toBeTruthy();
  });

  it('at level 2 (read only) Add new and the pencils are disabled', async () => {
    renderReasons('/painel/reasons', READER);
    const row = rowOf(await screen.findByText('Billing'));
    const edit = within(row).getByRole('button', { name: 'Edit reason Billing' });
    expect((edit as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add new' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('reason form', () => {
  it('saves a new reason with the query of seed 001 §7, by GET with the token, and returns to the list', async () => {
    renderReasons('/painel/reason/new');
    fireEvent.change(await screen.findByLabelText('Description'), {
      target: { value: '  Cancellation ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/painel/reasons'));
    const [save] = api.callsTo('GET Reason_Att/Reasons');
    expect(save?.params).toEqual([
      ['customer_id', '1'],
      ['Reason_Id_Int', '0'],
      ['Reason_Description_Var', 'Cancellation'],
    ]);
    expect(save?.headers.authorization).toBe('Bearer test-token');
    // The list (the agent desk's too) loads again after the save.
    await waitFor(() =>
      expect(
        api.calls.map((c) => c.path).lastIndexOf('Reason_Att') > api.calls.indexOf(save!),
      ).toBe(true),
    );
  });

  it('edits a reason: sends its id; its history is under the form', async () => {
    renderReasons('/painel/reason/new/4');
    const description = (await screen.findByLabelText('Description')) as HTMLInputElement;
    expect(description.value).toBe('Technical issue');
    fireEvent.click(screen.getByRole('button', { name: /Change history/ }));
    expect(
      await screen.findByText('No change has been recorded for this record yet.'),
    ).toBeTruthy();
    expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
      Customer_Id: '1',
      Entity: 'reason',
      Entity_Id: '4',
    });
    fireEvent.change(description, { target: { value: 'Technical problem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/painel/reasons'));
    expect(api.callsTo('GET Reason_Att/Reasons')[0]?.query).toEqual({
      customer_id: '1',
      Reason_Id_Int: '4',
      Reason_Description_Var: 'Technical problem',
    });
  });

  it('a 409 on the description puts the error on the field and stays', async () => {
    api.answer('GET Reason_Att/Reasons', () =>
      errorAnswer(409, 'conflict', 'Reason_Description_Var'),
    );
    renderReasons('/painel/reason/new/4');
    const description = (await screen.findByLabelText('Description')) as HTMLInputElement;
    fireEvent.change(description, { target: { value: 'Billing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(where()).toBe('/painel/reason/new/4');
  });

  it('Cancel returns to the list without saving; an unknown id says so', async () => {
    renderReasons('/painel/reason/new/99');
    expect(await screen.findByText('This reason does not exist in this customer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(where()).toBe('/painel/reasons'));
    expect(api.callsTo('GET Reason_Att/Reasons')).toHaveLength(0);
  });
});

describe('sub-reasons', () => {
  it('lists only the reason’s sub-reasons with id, description and edit', async () => {
    renderReasons('/painel/reason/new/4');
    const row = (await screen.findByText('No signal')).closest('tr')!;
    expect(within(row).getByText('11')).toBeTruthy();
    expect(screen.getByText('Slow connection')).toBeTruthy();
    expect(screen.queryByText('Wrong charge')).toBeNull();
  });

  it('saves a new sub-reason: seed 001 §7 query, reloads the list, closes the form, shows the seed text', async () => {
    renderReasons('/painel/reason/new/4');
    await screen.findByText('No signal');
    fireEvent.click(screen.getByRole('button', { name: 'New subreason' }));
    fireEvent.change(within(subForm()).getByLabelText('Sub-reason description'), {
      target: { value: ' Router broken ' },
    });
    const before = api.callsTo('GET SubReason_Att').length;
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVED)).toBeTruthy();
    const [save] = api.callsTo('GET SubReason_Att/SubReasons');
    expect(save?.params).toEqual([
      ['customer_Id', '1'],
      ['Sub_Reason_Id_Int', '0'],
      ['Reason_Id_Int', '4'],
      ['Sub_Reason_Description_Var', 'Router broken'],
    ]);
    expect(save?.headers.authorization).toBe('Bearer test-token');
    expect(api.callsTo('GET SubReason_Att').length).toBeGreaterThan(before);
    expect(await screen.findByText('Router broken')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sub-reason' })).toBeNull();
    // The reason itself was not saved, nor did the page leave.
    expect(api.callsTo('GET Reason_Att/Reasons')).toHaveLength(0);
    expect(where()).toBe('/painel/reason/new/4');
  });

  it('edits a sub-reason by its id', async () => {
    renderReasons('/painel/reason/new/4');
    const row = (await screen.findByText('Slow connection')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit sub-reason Slow connection' }));
    const input = within(subForm()).getByLabelText('Sub-reason description') as HTMLInputElement;
    expect(input.value).toBe('Slow connection');
    fireEvent.change(input, { target: { value: 'Very slow connection' } });
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(api.callsTo('GET SubReason_Att/SubReasons')[0]?.query).toMatchObject({
      Sub_Reason_Id_Int: '12',
      Reason_Id_Int: '4',
      Sub_Reason_Description_Var: 'Very slow connection',
    });
    expect(await screen.findByText('Very slow connection')).toBeTruthy();
  });

  it('Close resets the sub-reason id to 0 and clears the name', async () => {
    renderReasons('/painel/reason/new/4');
    const row = (await screen.findByText('No signal')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit sub-reason No signal' }));
    expect(subForm().getAttribute('data-sub-reason-id')).toBe('11');
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Sub-reason' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New subreason' }));
    expect(subForm().getAttribute('data-sub-reason-id')).toBe('0');
    const input = within(subForm()).getByLabelText('Sub-reason description') as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'Antenna' } });
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(api.callsTo('GET SubReason_Att/SubReasons')[0]?.query.Sub_Reason_Id_Int).toBe('0');
  });

  it('under a new, unsaved reason (id 0) shows the seed’s error and sends nothing', async () => {
    renderReasons('/painel/reason/new');
    await screen.findByLabelText('Description');
    fireEvent.click(screen.getByRole('button', { name: 'New subreason' }));
    fireEvent.change(within(subForm()).getByLabelText('Sub-reason description'), {
      target: { value: 'Orphan' },
    });
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NO_PARENT)).toBeTruthy();
    expect(api.callsTo('GET SubReason_Att/SubReasons')).toHaveLength(0);
    expect(screen.queryByText(SAVED)).toBeNull();
  });

  it('a parent the server refuses shows the seed’s error; a blank description is not sent', async () => {
    api.answer('GET SubReason_Att/SubReasons', () =>
      errorAnswer(400, 'bad_request', 'Reason_Id_Int'),
    );
    renderReasons('/painel/reason/new/4');
    await screen.findByText('No signal');
    fireEvent.click(screen.getByRole('button', { name: 'New subreason' }));
    const input = within(subForm()).getByLabelText('Sub-reason description');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the description.')).toBeTruthy();
    expect(api.callsTo('GET SubReason_Att/SubReasons')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Orphan' } });
    fireEvent.click(within(subForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NO_PARENT)).toBeTruthy();
    expect(api.callsTo('GET SubReason_Att/SubReasons')).toHaveLength(1);
    // The form stays open with what was typed.
    expect(
      (within(subForm()).getByLabelText('Sub-reason description') as HTMLInputElement).value,
    ).toBe('Orphan');
  });

  it('at level 2 the reason form, New subreason and the edit buttons are disabled', async () => {
    renderReasons('/painel/reason/new/4', READER);
    const description = (await screen.findByLabelText('Description')) as HTMLInputElement;
    expect(description.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    const row = (await screen.findByText('No signal')).closest('tr')!;
    expect(
      (
        within(row).getByRole('button', {
          name: 'Edit sub-reason No signal',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'New subreason' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
