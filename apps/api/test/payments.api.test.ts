import { startTestServer, type TestServer } from './harness';

// Seed 001 §3 "payments report rows", §5 "Payments report date range must not exceed 30 days (message:
// Incorrect dates, must be within a maximum range of 30 days)", §6 Payment level; docs/adr/0026.

let server: TestServer;
let manager: string;
let storeadmin: string;
let acme: number;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  manager = await server.login('manager');
  // Store administrators have no Payment level (demo roles).
  storeadmin = await server.login('storeadmin');
}, 120_000);
afterAll(async () => server?.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const call = (start: string, end: string, token = manager) =>
  server.call('GET', `/api/List_Payments?Customer_Id=${acme}&Start_Date=${start}&End_Date=${end}`, {
    token,
  });

describe('List_Payments', () => {
  it('answers the rows of 30 calendar days with the seed fields, oldest first', async () => {
    const res = await call(day(-29), day(0));
    expect(res.status).toBe(200);
    // Two Acme stores, one order a day each.
    expect(res.body).toHaveLength(60);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'customer_Identification',
        'customer_Name',
        'order_Update_Date',
        'order_Value',
        'payment_Code',
        'payment_Date',
        'store_Code',
        'store_Name',
        'store_Order_Number',
        'was_Paid',
      ].sort(),
    );
    const dates = res.body.map((r: { order_Update_Date: string }) => r.order_Update_Date);
    expect([...dates].sort()).toEqual(dates);
    expect(res.body.some((r: { was_Paid: boolean }) => !r.was_Paid)).toBe(true);
    expect(res.body.every((r: { store_Code: string }) => r.store_Code.startsWith('ACM'))).toBe(
      true,
    );
  });

  it('refuses 31 days and an end before the start, translated by code, nothing listed', async () => {
    const long = await call(day(-30), day(0));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: 'date_range_invalid',
      field: 'End_Date',
      message: 'Incorrect dates, must be within a maximum range of 30 days',
    });
    const reversed = await call(day(0), day(-1));
    expect([reversed.status, reversed.body.error]).toEqual([400, 'date_range_invalid']);
    expect((await call('2026-02-30', '2026-03-01')).status).toBe(400);
  });

  it('needs the Payment level', async () => {
    expect((await call(day(-1), day(0), storeadmin)).status).toBe(403);
  });
});
