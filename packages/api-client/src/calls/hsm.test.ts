import { sessionStore } from '../session/store';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { listHsmStatus, retryHsm, sendHsm } from './hsm';

const API = 'http://api.test/api';
const IMPORT = '0b7c4a52-8f3e-4d8a-9a43-3c1f2e6a7b10';

beforeEach(() => {
  useTestConfig();
  sessionStore.getState().logout();
});
afterEach(() => restoreFetch());

describe('bulk send calls (seed 001 §7 "Bulk sending", docs/adr/0020)', () => {
  it('sendHsm POSTs the row as JSON to Hsm_Send', async () => {
    const answer = { hsm_Id: 4, state: 'queued', reason: null, duplicate: false };
    const { calls } = mockFetch(() => jsonResponse(answer));
    const body = {
      customer_id: 3,
      client_identification: '+55 11 98765-4321',
      message: 'order_update',
      send_date: '',
      from: 'Acme',
      parameters: 'Ana|A-1',
      message_id: 9,
      campaign_id: 0,
      import_id: IMPORT,
      row: 2,
    };
    await expect(sendHsm(body)).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API}/Hsm_Send` });
    expect(calls[0]!.body).toEqual(body);
  });

  it('listHsmStatus GETs Hsm_Status?Customer_Id&Import_Id; retryHsm POSTs Hsm_Retry', async () => {
    const { calls } = mockFetch((call) =>
      jsonResponse(
        call.url.includes('Hsm_Status') ? [{ hsm_Id: 4 }] : { hsm_Id: 4, state: 'queued' },
      ),
    );
    await expect(listHsmStatus(3, IMPORT)).resolves.toEqual([{ hsm_Id: 4 }]);
    await retryHsm(3, 4);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${API}/Hsm_Status?Customer_Id=3&Import_Id=${IMPORT}`],
      ['POST', `${API}/Hsm_Retry?Customer_Id=3&Hsm_Id=4`],
    ]);
    expect(calls[1]!.body).toBeUndefined();
  });
});
