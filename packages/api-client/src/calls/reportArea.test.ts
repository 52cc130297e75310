import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { sessionStore } from '../session/store';
import { getEmbedToken, getReportSettings, listPayments, saveReportSettings } from './reportArea';

const API = 'http://api.test/api';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

describe('the report area calls (seed 001 §7)', () => {
  it('GET Token_Metabase with the spec query names, the language and theme', async () => {
    const answer = { token: 'a.b.c', embed_Url: 'http://x/embed/dashboard/a.b.c#', exp: 5 };
    const { calls } = mockFetch(() => jsonResponse(answer));
    await expect(
      getEmbedToken({
        customerId: 3,
        visualizationType: 'dashboard',
        visualizationId: 1,
        key: 'dashboard:1',
        locale: 'pt',
      }),
    ).resolves.toEqual(answer);
    expect(calls[0]!.url).toBe(
      `${API}/Token_Metabase?customer_Id=3&visualization_type=dashboard&visualization_id=1&key=dashboard%3A1&locale=pt&theme=light`,
    );
  });

  it('GET List_Payments?Customer_Id&Start_Date&End_Date', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    await listPayments({ customerId: 3, startDate: '2026-01-01', endDate: '2026-01-30' });
    expect(calls[0]!.url).toBe(
      `${API}/List_Payments?Customer_Id=3&Start_Date=2026-01-01&End_Date=2026-01-30`,
    );
  });

  it('GET Report_Settings?Customer_Id and POST Report_Settings_Update with the JSON body', async () => {
    const settings = { time_Zone: null, default_Time_Zone: 'UTC', business_Hours: [] };
    const { calls } = mockFetch(() => jsonResponse(settings));
    await expect(getReportSettings(3)).resolves.toEqual(settings);
    expect(calls[0]!.url).toBe(`${API}/Report_Settings?Customer_Id=3`);
    const body = {
      customer_Id: 3,
      time_Zone: 'Europe/Madrid',
      business_Hours: [{ weekday: 1, startMinute: 540, endMinute: 1080 }],
    };
    await saveReportSettings(body);
    expect(calls[1]).toMatchObject({ method: 'POST', url: `${API}/Report_Settings_Update` });
    expect(calls[1]!.body).toEqual(body);
  });
});
