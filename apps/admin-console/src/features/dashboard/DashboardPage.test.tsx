import { captureDownloads } from '@atende/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { loginManager, renderConsole, resetConsole } from '../../testing/renderConsole';
import { DashboardPage } from './DashboardPage';

const SUMMARY = {
  number_Agents_Enable: 3,
  number_Agents_Disable: 1,
  total_Agents: 4,
  number_Attended: 7,
  total_Attendence: 12,
  number_Attendence_Waitting: 2,
  number_In_Attendence: 3,
  number_Interactions_Abandoned: 1,
  number_Interactions_Closed: 5,
  number_Interactions_Open: 2,
  total_Interactions: 8,
  attendence_Waitting_Time_Sec: 42.456,
  oldest_Waitting_Start: null,
};

const ATTENDANCE = {
  attendence_Id: 41,
  client_Identify: '=HYPERLINK("http://evil.example","x")',
  attendence_Queue_Start: '2026-11-23T10:00:00Z',
  attendence_Start: '2026-11-23T10:02:00Z',
  attendence_Transfer: null,
  attendence_End: null,
  agent_Name: 'Alice Agent',
  attendence_Result: '',
};

const INTERACTIONS = [
  {
    client_Operation_Id: 7,
    client_Identify: '5511999990001',
    flow_Name: 'Welcome bot',
    interaction_Start: '2026-11-23T09:00:00Z',
    last_Interaction: '2026-11-23T09:03:00Z',
    ended_Reason: 'handed_off',
  },
  {
    client_Operation_Id: 8,
    client_Identify: '5511999990002',
    flow_Name: 'Welcome bot',
    interaction_Start: '2026-11-23T09:10:00Z',
    last_Interaction: '2026-11-23T09:11:00Z',
    ended_Reason: '',
  },
];

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  loginManager({ Painel: 2 });
  api = fakeApi({
    Light_Dashboard: SUMMARY,
    Light_Dashboard_Hourly: [],
    Light_Dashboard_Attendence: [ATTENDANCE],
    Light_Dashboard_Interaction: INTERACTIONS,
    List_Channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
    User_Att_Messages_List: [
      {
        message_Id: 1,
        attendence_Id: 41,
        message: 'Hello <b>there</b>',
        message_Direction: 1,
        message_Update: '2026-11-23T10:00:00Z',
      },
      {
        message_Id: 2,
        attendence_Id: 41,
        message: 'Hi, how can I help?',
        message_Direction: 0,
        message_Update: '2026-11-23T10:02:10Z',
      },
    ],
  });
});
afterEach(() => api.restore());

describe('the client dashboard', () => {
  it('says how each chatbot session ended, on screen and in the CSV (none while open)', async () => {
    const user = userEvent.setup();
    renderConsole(<DashboardPage />, { levels: { Painel: 2 } });
    await user.click(await screen.findByRole('button', { name: 'Details: Interactions' }));
    const dialog = await screen.findByRole('dialog');
    const handedOff = (await within(dialog).findByText('5511999990001')).closest('tr')!;
    expect(within(handedOff).getByText('Handed off to a group')).toBeTruthy();
    const open = within(dialog).getByText('5511999990002').closest('tr')!;
    expect(open.textContent).not.toMatch(/Handed off|Final reply|Sent to the queue/);

    const downloads = captureDownloads();
    await user.click(within(dialog).getByRole('button', { name: /Export CSV/ }));
    const csv = await downloads.text();
    downloads.restore();
    expect(csv.split(/\r?\n/)[0]).toContain('How it ended');
    expect(csv).toContain('Handed off to a group');
  });

  it('asks Light_Dashboard for today in UTC ISO without milliseconds and channel 0, and fills the cards', async () => {
    renderConsole(<DashboardPage />, { levels: { Painel: 2 } });
    const services = await screen.findByRole('region', { name: 'Services' });
    await waitFor(() => expect(within(services).getByText('12')).toBeTruthy());
    // Seed 001 §9: waiting time to 2 decimals.
    expect(within(services).getByText('42.46')).toBeTruthy();
    const [call] = api.callsTo('Light_Dashboard');
    expect(call!.query).toMatchObject({ customer_id: '1', channel_id: '0' });
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = new Date();
    end.setHours(23, 59, 59, 0);
    expect(call!.query.start_date_time).toBe(start.toISOString().replace('.000Z', 'Z'));
    expect(call!.query.end_date_time).toBe(end.toISOString().replace('.000Z', 'Z'));
  });

  it('drills down by status code, exports a CSV with formula cells neutralised, and opens a message history', async () => {
    const user = userEvent.setup();
    renderConsole(<DashboardPage />, { levels: { Painel: 2 } });
    await user.click(await screen.findByRole('button', { name: 'Details: Services' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Alice Agent')).toBeTruthy();
    expect(api.callsTo('Light_Dashboard_Attendence')[0]!.query.status_att).toBe('0');
    await user.click(within(dialog).getByText('On hold'));
    await waitFor(() =>
      expect(api.callsTo('Light_Dashboard_Attendence').at(-1)!.query.status_att).toBe('3'),
    );

    const downloads = captureDownloads();
    await user.click(within(dialog).getByRole('button', { name: /Export CSV/ }));
    const csv = await downloads.text();
    downloads.restore();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/(^|;)"?=HYPERLINK/m);

    await user.click(within(dialog).getByRole('button', { name: 'Open the messages of 41' }));
    const history = await screen.findByText('Messages of 41');
    const historyDialog = history.closest('[role="dialog"]') as HTMLElement;
    // Directions in words (ADR 0003 codes mapped to seed 001's): 1 is the client, 0 the agent.
    expect(await within(historyDialog).findByText('Hello <b>there</b>')).toBeTruthy();
    expect(within(historyDialog).getByText('Client')).toBeTruthy();
    expect(within(historyDialog).getByText('Agent')).toBeTruthy();
    expect(historyDialog.querySelector('b')).toBeNull();
  });
});
