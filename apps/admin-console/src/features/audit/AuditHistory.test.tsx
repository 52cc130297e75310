import { formatDateTime } from '@atende/ui';
import { setLanguage } from '@atende/locale';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import { loginManager, renderConsole, resetConsole } from '../../testing/renderConsole';
import { AuditHistory } from './AuditHistory';

const HOSTILE = '<img src=x onerror=alert(1)>';

const ENTRIES = [
  {
    audit_Id: 12,
    actor_Login: 'manager',
    actor_Name: 'Marta Manager',
    action: 'update',
    created_At: '2026-03-02T15:04:00.000Z',
    before: { attendence_Group_Name: 'Sales', enable: true, attendence_Channel_Id: 1 },
    after: { attendence_Group_Name: HOSTILE, enable: false, attendence_Channel_Id: 1 },
  },
  {
    audit_Id: 11,
    actor_Login: 'root',
    actor_Name: 'Rita Root',
    action: 'create',
    created_At: '2026-03-01T09:00:00.000Z',
    before: null,
    after: { attendence_Group_Name: 'Sales', enable: true, attendence_Channel_Id: 1 },
  },
];

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  loginManager({ 'Attendence Group': 3 });
  api = fakeApi({ Audit_List: ENTRIES });
});

afterEach(() => api.restore());

function renderHistory(labels?: Record<string, string>) {
  return renderConsole(<AuditHistory entity="group" entityId={7} fieldLabels={labels} />);
}

const open = () => fireEvent.click(screen.getByRole('button', { name: /Change history/ }));

describe('AuditHistory', () => {
  it('loads only when opened, then shows who, when, the action and the changed fields newest first', async () => {
    renderHistory({ attendence_Group_Name: 'Name', enable: 'Active' });
    expect(api.callsTo('Audit_List')).toHaveLength(0);
    open();
    const entries = await screen.findAllByTestId('audit-entry');
    expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
      Customer_Id: '1',
      Entity: 'group',
      Entity_Id: '7',
    });
    expect(entries).toHaveLength(2);
    const [newest, oldest] = entries as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Changed')).toBeTruthy();
    expect(within(newest).getByText('Marta Manager (manager)')).toBeTruthy();
    expect(within(newest).getByText(formatDateTime('2026-03-02T15:04:00.000Z'))).toBeTruthy();
    // Only the fields that changed, with their labels, from → to.
    const nameRow = within(newest).getByRole('rowheader', { name: 'Name' }).closest('tr')!;
    expect(within(nameRow).getByText('Sales')).toBeTruthy();
    expect(within(nameRow).getByText(HOSTILE)).toBeTruthy();
    const activeRow = within(newest).getByRole('rowheader', { name: 'Active' }).closest('tr')!;
    expect(within(activeRow).getByText('Yes')).toBeTruthy();
    expect(within(activeRow).getByText('No')).toBeTruthy();
    expect(within(newest).queryByText('attendence_Channel_Id')).toBeNull();

    expect(within(oldest).getByText('Created')).toBeTruthy();
    expect(within(oldest).getByText('Rita Root (root)')).toBeTruthy();
    expect(within(oldest).getAllByText('(empty)')).toHaveLength(2);
    // With labels given, only the labelled fields show (ids and internal fields stay out).
    expect(within(oldest).queryByText('attendence_Channel_Id')).toBeNull();
  });

  it('renders hostile text as text, never as HTML', async () => {
    renderHistory();
    open();
    const cell = await screen.findByText(HOSTILE);
    expect(cell.textContent).toBe(HOSTILE);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it("shows the time in the user's language", async () => {
    await setLanguage('pt');
    renderHistory();
    fireEvent.click(screen.getByRole('button', { name: /Histórico de alterações/ }));
    const when = formatDateTime('2026-03-02T15:04:00.000Z', { language: 'pt' });
    expect(await screen.findByText(when)).toBeTruthy();
    expect(when).not.toBe(formatDateTime('2026-03-02T15:04:00.000Z', { language: 'en' }));
  });

  it('shows a loading state, then the empty state', async () => {
    let answer!: (value: unknown) => void;
    api.answer('Audit_List', () => new Promise((resolve) => (answer = resolve)));
    renderHistory();
    open();
    expect(await screen.findByText('Loading the history…')).toBeTruthy();
    answer([]);
    expect(
      await screen.findByText('No change has been recorded for this record yet.'),
    ).toBeTruthy();
  });

  it('shows an error with Try again, which loads again', async () => {
    api.answer('Audit_List', () => errorAnswer(403, 'forbidden'));
    renderHistory();
    open();
    expect(await screen.findByText('The history could not be loaded.')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this')).toBeTruthy();
    api.answer('Audit_List', ENTRIES);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
  });
});
