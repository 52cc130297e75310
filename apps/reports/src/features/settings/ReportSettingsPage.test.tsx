import {
  errorAnswer,
  fakeApi,
  loginManager,
  type FakeApi,
  type FakeCall,
} from '@atende/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderReports, resetReports } from '../../testing/renderReports';
import { ReportSettingsPage } from './ReportSettingsPage';

// Issue 20 "each customer has an IANA time zone (configurable, default from the deployment) ...
// business hours per customer"; docs/adr/0033.

const SAVED = {
  time_Zone: 'America/Sao_Paulo',
  default_Time_Zone: 'UTC',
  business_Hours: [{ weekday: 1, startMinute: 480, endMinute: 1080 }],
};

let api: FakeApi;

function renderPage(functionId: number) {
  loginManager({ Report: 2 }, { function_Id: functionId });
  return renderReports(<ReportSettingsPage />, {
    levels: { Report: 2 },
    functionId,
    path: '/reports/settings',
  });
}

beforeEach(async () => {
  await resetReports();
  api = fakeApi({
    Report_Settings: SAVED,
    Report_Settings_Update: (call: FakeCall) => ({ ...SAVED, ...(call.body as object) }),
  });
});
afterEach(() => api.restore());

describe('report settings', () => {
  it('a system administrator adds a range and saves the whole week', async () => {
    renderPage(1);
    const monday = await screen.findByRole('group', { name: 'Monday, range 1' });
    expect((within(monday).getByLabelText('Monday, range 1: From') as HTMLInputElement).value).toBe(
      '08:00',
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a range on Saturday' }));
    fireEvent.change(screen.getByLabelText('Saturday, range 1: To'), {
      target: { value: '13:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The report settings were saved.');
    const sent = api.calls.find((c) => c.path === 'Report_Settings_Update')!;
    expect(sent.body).toEqual({
      customer_Id: expect.any(Number),
      time_Zone: 'America/Sao_Paulo',
      business_Hours: [
        { weekday: 1, startMinute: 480, endMinute: 1080 },
        { weekday: 6, startMinute: 540, endMinute: 780 },
      ],
    });
  });

  it("refuses an overlapping week with the contract's rule before asking", async () => {
    renderPage(1);
    await screen.findByRole('group', { name: 'Monday, range 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a range on Monday' }));
    fireEvent.change(screen.getByLabelText('Monday, range 2: From'), {
      target: { value: '17:00' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Monday: two ranges overlap.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday, range 2' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('anyone else sees the settings read-only', async () => {
    renderPage(3);
    await screen.findByText('Only a system administrator changes the report settings.');
    expect(screen.getByText('Time zone: America/Sao_Paulo')).toBeTruthy();
    expect((screen.getByLabelText('Monday, range 1: From') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a failed load says so and tries again', async () => {
    api.restore();
    api = fakeApi({ Report_Settings: errorAnswer(500, 'internal') });
    renderPage(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'Report_Settings').length).toBeGreaterThan(1),
    );
  });
});
