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
import { EditCampaignPage, NewCampaignPage } from './CampaignFormPage';
import { CampaignListPage } from './CampaignListPage';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offset: number) =>
  new Date(Date.now() + offset).toISOString().replace(/\.\d{3}Z$/, 'Z');

const CAMPAIGNS = [
  {
    campaign_Id: 1,
    campaign_Name: 'Running',
    flow_Name: 'Sales bot',
    channel_Id: 1,
    start_DateTime: iso(-DAY),
    end_DateTime: iso(DAY),
    resend_Interval: 24,
    active: false, // the server's flag is not what decides: the dates do (seed 000 §4)
  },
  {
    campaign_Id: 2,
    campaign_Name: 'Finished',
    flow_Name: '',
    channel_Id: 2,
    start_DateTime: iso(-3 * DAY),
    end_DateTime: iso(-2 * DAY),
    resend_Interval: 0,
    active: true,
  },
  {
    campaign_Id: 3,
    campaign_Name: 'Upcoming',
    flow_Name: 'Sales bot',
    channel_Id: 1,
    start_DateTime: iso(2 * DAY),
    end_DateTime: iso(3 * DAY),
    resend_Interval: 6,
  },
  {
    campaign_Id: 4,
    campaign_Name: 'Backwards',
    flow_Name: '',
    channel_Id: 1,
    start_DateTime: '2026-05-02T10:00:00Z',
    end_DateTime: '2026-05-01T10:00:00Z',
    resend_Interval: 1,
  },
];
const CHANNELS = [
  { channel_Id: 1, channel_Name: 'WhatsApp' },
  { channel_Id: 2, channel_Name: 'E-mail' },
];
const FLOWS = [{ flow_Id: 4, flow_Name: 'Sales bot', channel_Id: 1 }];
const EDITOR: Levels = { Campaign: 3 };
const READER: Levels = { Campaign: 2 };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCampaigns(path: string, levels: Levels = EDITOR) {
  loginManager(levels);
  const guarded = (name: string, page: React.ReactNode) => (
    <RequireRoute routeName={name}>{page}</RequireRoute>
  );
  return renderConsole(
    <>
      <Routes>
        <Route
          path="/painel/list-campaign"
          element={guarded('listCampaign', <CampaignListPage />)}
        />
        <Route path="/painel/campaign" element={guarded('campaign', <NewCampaignPage />)} />
        <Route
          path="/painel/edit-campaign/:id"
          element={guarded('updateCampaign', <EditCampaignPage />)}
        />
      </Routes>
      <Where />
    </>,
    { levels, path },
  );
}

const where = () => screen.getByTestId('where').textContent;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

let api: FakeApi;

beforeEach(async () => {
  await resetConsole();
  api = fakeApi({
    Campaign_List: CAMPAIGNS,
    List_Channel: CHANNELS,
    List_Flow: FLOWS,
    Audit_List: [],
    'POST Campaign_Update': (call: { body: unknown }) => ({
      ...(call.body as object),
      campaign_Id: (call.body as { campaign_Id: number }).campaign_Id || 9,
    }),
  });
});

afterEach(() => api.restore());

describe('campaign list', () => {
  it('shows every column, and active computed from the dates (not the server flag)', async () => {
    renderCampaigns('/painel/list-campaign');
    const running = await rowOf('Running');
    expect(within(running).getByText('1')).toBeTruthy();
    expect(within(running).getByText('Sales bot')).toBeTruthy();
    expect(await within(running).findByText('WhatsApp')).toBeTruthy();
    expect(within(running).getByText('24 h')).toBeTruthy();
    expect(within(running).getByText('Active').className).toContain('ant-tag');

    const finished = await rowOf('Finished');
    expect(within(finished).getByText('Inactive')).toBeTruthy();
    expect(within(finished).getByText('No flow')).toBeTruthy();
    expect(within(finished).getByText('E-mail')).toBeTruthy();
    expect(within(await rowOf('Upcoming')).getByText('Inactive')).toBeTruthy();
    expect(api.callsTo('GET Campaign_List')[0]?.query).toEqual({ Customer_Id: '1' });
  });

  it('at level 2 New and Edit are disabled; at 3 Edit opens the campaign', async () => {
    const { unmount } = renderCampaigns('/painel/list-campaign', READER);
    const row = await rowOf('Running');
    expect(
      (within(row).getByRole('button', { name: 'Edit campaign Running' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'New' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderCampaigns('/painel/list-campaign');
    fireEvent.click(
      within(await rowOf('Running')).getByRole('button', { name: 'Edit campaign Running' }),
    );
    await waitFor(() => expect(where()).toBe('/painel/edit-campaign/1'));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Running');
  });

  it('Stored files opens the file list, also read-only (the files share the Campaign level)', async () => {
    renderCampaigns('/painel/list-campaign', READER);
    await rowOf('Running');
    fireEvent.click(screen.getByRole('button', { name: 'Stored files' }));
    await waitFor(() => expect(where()).toBe('/painel/files'));
  });
});

describe('campaign form', () => {
  it('saves an edited campaign with POST Campaign_Update and shows the snackbar', async () => {
    renderCampaigns('/painel/edit-campaign/1');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: /Change history/ }));
    await waitFor(() =>
      expect(api.callsTo('GET Audit_List')[0]?.query).toEqual({
        Customer_Id: '1',
        Entity: 'campaign',
        Entity_Id: '1',
      }),
    );
    fireEvent.change(name, { target: { value: 'Running again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const [save] = api.callsTo('POST Campaign_Update');
    expect(save?.body).toEqual({
      customer_Id: 1,
      campaign_Id: 1,
      campaign_Name: 'Running again',
      flow_Name: 'Sales bot',
      channel_Id: 1,
      start_DateTime: CAMPAIGNS[0]!.start_DateTime,
      end_DateTime: CAMPAIGNS[0]!.end_DateTime,
      resend_Interval: 24,
    });
    await waitFor(() => expect(where()).toBe('/painel/list-campaign'));
  });

  it('refuses an end before the start in the form, with the translated error', async () => {
    renderCampaigns('/painel/edit-campaign/4');
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(api.callsTo('POST Campaign_Update')).toHaveLength(0);
  });

  it('refuses an empty name, no period and no channel on a new campaign', async () => {
    renderCampaigns('/painel/campaign');
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the campaign name.')).toBeTruthy();
    expect(await screen.findByText('Choose the start and the end.')).toBeTruthy();
    expect(await screen.findByText('Choose the channel.')).toBeTruthy();
    expect(api.callsTo('POST Campaign_Update')).toHaveLength(0);
  });

  it('a save error keeps the typed values and shows the translated error', async () => {
    api.answer('POST Campaign_Update', () => errorAnswer(503, 'internal'));
    renderCampaigns('/painel/edit-campaign/1');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Kept text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save. Please try again')).toBeTruthy();
    expect(where()).toBe('/painel/edit-campaign/1');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kept text');
  });

  it('at level 2 the form is disabled', async () => {
    renderCampaigns('/painel/edit-campaign/1', READER);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Resend interval (hours)') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
