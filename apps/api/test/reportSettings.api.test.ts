import { startTestServer, type TestServer } from './harness';

// Issue 20 "Time zones: each customer has an IANA time zone (configurable, default from the
// deployment) ... business hours per customer": Report_Settings and Report_Settings_Update, and the
// figures following a change at once (docs/adr/0033).

let server: TestServer;
let admin: string;
let manager: string;
let acme: number;
let borealis: number;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  admin = await server.login('admin');
  manager = await server.login('manager');
}, 120_000);
afterAll(() => server?.close());

const update = (token: string, body: object) =>
  server.call('POST', '/api/Report_Settings_Update', { token, body });

describe('Report_Settings', () => {
  it("reads the customer's zone and business hours; null zone means the deployment's", async () => {
    const acmeSettings = await server.call('GET', `/api/Report_Settings?Customer_Id=${acme}`, {
      token: manager,
    });
    expect(acmeSettings.status).toBe(200);
    expect(acmeSettings.body.time_Zone).toBe('America/Sao_Paulo');
    expect(acmeSettings.body.business_Hours[0]).toEqual({
      weekday: 1,
      startMinute: 480,
      endMinute: 1080,
    });
    const other = await server.call('GET', `/api/Report_Settings?Customer_Id=${borealis}`, {
      token: manager,
    });
    expect(other.body).toEqual({
      time_Zone: null,
      default_Time_Zone: server.config.defaultTimeZone,
      business_Hours: [],
    });
  });
});

describe('Report_Settings_Update', () => {
  it('only a system administrator changes them; the figures follow at once', async () => {
    const body = {
      customer_Id: borealis,
      time_Zone: 'Europe/Madrid',
      business_Hours: [
        { weekday: 1, startMinute: 540, endMinute: 840 },
        { weekday: 1, startMinute: 900, endMinute: 1080 },
      ],
    };
    expect((await update(manager, body)).status).toBe(403);
    const res = await update(admin, body);
    expect(res.status).toBe(200);
    expect(res.body.time_Zone).toBe('Europe/Madrid');
    expect(res.body.business_Hours).toHaveLength(2);
    const figures = await server.call(
      'GET',
      `/api/Report_Services_Day?Customer_Id=${borealis}&date_from=2026-11-01&date_to=2026-11-02`,
      { token: admin },
    );
    expect(figures.body.time_zone).toBe('Europe/Madrid');
    // Back to the deployment's zone, no business hours.
    const back = await update(admin, {
      customer_Id: borealis,
      time_Zone: null,
      business_Hours: [],
    });
    expect(back.body).toMatchObject({ time_Zone: null, business_Hours: [] });
  });

  it('refuses a bad zone or week with the field named, and changes nothing', async () => {
    const before = await server.call('GET', `/api/Report_Settings?Customer_Id=${acme}`, {
      token: admin,
    });
    const bad: [object, string][] = [
      [{ time_Zone: 'Mars/Base', business_Hours: [] }, 'time_Zone'],
      [
        { time_Zone: 'UTC', business_Hours: [{ weekday: 2, startMinute: 600, endMinute: 540 }] },
        'business_Hours',
      ],
      [
        {
          time_Zone: 'UTC',
          business_Hours: [
            { weekday: 2, startMinute: 540, endMinute: 720 },
            { weekday: 2, startMinute: 705, endMinute: 900 },
          ],
        },
        'business_Hours',
      ],
      [
        { time_Zone: 'UTC', business_Hours: [{ weekday: 8, startMinute: 0, endMinute: 60 }] },
        'business_Hours',
      ],
      [
        { time_Zone: 'UTC', business_Hours: [{ weekday: 1, startMinute: 0, endMinute: 61 }] },
        'business_Hours',
      ],
    ];
    for (const [fields, field] of bad) {
      const res = await update(admin, { customer_Id: acme, ...fields });
      expect([fields, res.status]).toEqual([fields, 400]);
      expect(res.body.field).toContain(field);
    }
    const after = await server.call('GET', `/api/Report_Settings?Customer_Id=${acme}`, {
      token: admin,
    });
    expect(after.body).toEqual(before.body);
  });

  it("refuses another customer's settings for a caller who does not work for it", async () => {
    const agent = await server.login('agent3');
    const res = await update(agent, { customer_Id: acme, time_Zone: null, business_Hours: [] });
    expect(res.status).toBe(403);
  });
});
