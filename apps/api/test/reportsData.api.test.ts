// The product's own report figures (issue 20 "The product's own reports", "Tests"; docs/adr/0027):
// raw rows of a customer in Europe/Madrid across the October 2026 DST change, every report's
// numbers computed here from those rows and compared with the calls, for several filters.
import { startTestServer, type TestServer } from './harness';
import {
  binAround,
  type Dim,
  expectedAgents,
  expectedBot,
  expectedDays,
  expectedHeatmap,
  expectedReasons,
  expectedWaiting,
  servicesOf,
} from './reportsExpected';
import { FROM, HOURS, local, type RawInteraction, type RawService, TO, ZONE } from './reportsKit';
import { FIGURES_SERVER, setupFiguresCustomer } from './reportsSetup';
import { addTestUser } from './users';

let server: TestServer;
let customerId: number;
let manager: string;
let services: RawService[];
let interactions: RawInteraction[];
let dims: { groups: number[]; agents: number[] };

beforeAll(async () => {
  server = await startTestServer(FIGURES_SERVER);
  ({ customerId, manager, services, interactions, dims } = await setupFiguresCustomer(server));
}, 120_000);

afterAll(() => server?.close());

const query = (d: Dim, extra = '') =>
  `Customer_Id=${customerId}&date_from=${FROM}&date_to=${TO}&group_id=${d.groupId ?? 0}` +
  `&channel_id=${d.channelId ?? 0}&agent_id=${d.agentId ?? 0}${extra}`;
const get = async (name: string, d: Dim, extra = '') => {
  const res = await server.call('GET', `/api/${name}?${query(d, extra)}`, { token: manager });
  expect(res.status).toBe(200);
  expect(res.body.time_zone).toBe(ZONE);
  return res.body;
};

const filters = (): [string, Dim][] => [
  ['no filter', {}],
  ['a group', { groupId: dims.groups[1] }],
  ['a channel', { channelId: 2 }],
  ['an agent', { agentId: dims.agents[0] }],
  ['group, channel and agent', { groupId: dims.groups[0], channelId: 1, agentId: dims.agents[1] }],
];

describe('figures agree with the raw rows', () => {
  it.each([0, 1, 2, 3, 4])('services by day and heatmap, filter %i', async (i) => {
    const [, d] = filters()[i]!;
    const rows = servicesOf(services, d);
    expect((await get('Report_Services_Day', d)).days).toEqual(expectedDays(rows));
    expect((await get('Report_Services_Heatmap', d)).cells).toEqual(expectedHeatmap(rows));
  });

  it('the 25-hour day of the DST change counts both 02:30s, in the hour 2 of Sunday', async () => {
    const day = (await get('Report_Services_Day', {})).days.find(
      (x: { day: string }) => x.day === '2026-10-25',
    );
    expect(day.started).toBe(services.filter((s) => local(s.openedAt).day === '2026-10-25').length);
    const twoThirty = services.filter(
      (s) => local(s.openedAt).day === '2026-10-25' && local(s.openedAt).hour === 2,
    );
    expect(twoThirty.length).toBeGreaterThanOrEqual(2);
    const cells = (await get('Report_Services_Heatmap', {})).cells;
    const sunday2 = servicesOf(services, {}).filter(
      (s) => local(s.openedAt).weekday === 7 && local(s.openedAt).hour === 2,
    );
    expect(
      cells.find((c: { weekday: number; hour: number }) => c.weekday === 7 && c.hour === 2).started,
    ).toBe(sunday2.length);
  });

  it.each([0, 1, 2, 3, 4])(
    'waiting time and service level (30 s and 60 s), filter %i',
    async (i) => {
      const [, d] = filters()[i]!;
      const rows = servicesOf(services, d);
      for (const threshold of [30, 60]) {
        const body = await get('Report_Waiting', d, `&service_level_seconds=${threshold}`);
        const parts = {
          all: rows,
          inside: rows.filter((s) => isInside(s)),
          outside: rows.filter((s) => !isInside(s)),
        };
        for (const part of ['all', 'inside', 'outside'] as const) {
          const want = expectedWaiting(parts[part], threshold);
          const got = body[part];
          expect(got.answered).toBe(want.answered);
          expect(got.within).toBe(want.within);
          expectClose(got.average_sec, want.average_sec, 2);
          expectClose(got.service_level, want.service_level, 4);
          expectInBin(got.median_sec, want.median);
          expectInBin(got.p90_sec, want.p90);
        }
      }
    },
  );

  it.each([0, 1, 2])('agents: first response and handling, filter %i', async (i) => {
    const [, d] = filters()[i]!;
    const want = expectedAgents(servicesOf(services, d));
    const got = (await get('Report_Agents', d)).agents;
    expect(got.map((a: { agent_id: number }) => a.agent_id).sort()).toEqual(
      [...want.keys()].sort(),
    );
    for (const a of got) {
      const w = want.get(a.agent_id)!;
      expect([a.answered, a.closed]).toEqual([w.answered, w.closed]);
      expectClose(a.first_response_avg_sec, w.average_sec, 2);
      expectClose(a.handling_avg_sec, w.handling_avg_sec, 2);
      expectInBin(a.first_response_median_sec, w.median);
      expectInBin(a.first_response_p90_sec, w.p90);
    }
  });

  it.each([0, 1, 2, 3])('abandonment, reasons and the chatbot, filter %i', async (i) => {
    const [, d] = filters()[i]!;
    const rows = servicesOf(services, d);
    const bot = expectedBot(interactions, d.channelId);
    const days = (await get('Report_Abandonment', d)).days;
    for (const day of days) {
      const want = expectedDays(rows).find((x) => x.day === day.day)!;
      expect([day.started, day.abandoned]).toEqual([want.started, want.abandoned]);
      expect([day.bot_started, day.bot_abandoned]).toEqual([
        bot.byDay.get(day.day)?.started ?? 0,
        bot.byDay.get(day.day)?.abandoned ?? 0,
      ]);
    }
    const reasons = (await get('Report_Reasons', d)).reasons;
    expect(
      new Map(
        reasons.map((r: { reason_id: number; sub_reason_id: number; closed: number }) => [
          `${r.reason_id}:${r.sub_reason_id}`,
          r.closed,
        ]),
      ),
    ).toEqual(expectedReasons(rows));
    const flows = (await get('Report_Chatbot', d)).flows;
    expect(
      new Map(flows.map(({ flow_name, ...f }: { flow_name: string }) => [flow_name, f])),
    ).toEqual(bot.flows);
  });
});

describe('a settings change', () => {
  /** Day and minute of the week of a UTC time in `zone`. */
  const placeIn = (zone: string, date: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
    return {
      day: `${parts.year}-${parts.month}-${parts.day}`,
      weekday,
      minute: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };

  it('rebuilds the day figures in the new zone and hours (a quarter-hour zone), then back', async () => {
    await addTestUser(server, {
      login: 'fig-admin',
      customers: [customerId],
      levels: { Report: 2 },
      roleId: 1,
    });
    const admin = await server.login('fig-admin');
    const zone = 'Asia/Kathmandu';
    const hours = [{ weekday: 1, startMinute: 9 * 60 + 45, endMinute: 12 * 60 + 15 }];
    const save = (body: object) =>
      server.call('POST', '/api/Report_Settings_Update', {
        token: admin,
        body: { customer_Id: customerId, ...body },
      });
    expect((await save({ time_Zone: zone, business_Hours: hours })).status).toBe(200);
    const res = await server.call('GET', `/api/Report_Services_Day?${query({})}`, {
      token: manager,
    });
    expect(res.body.time_zone).toBe(zone);
    const want = new Map<string, { started: number; inside: number }>();
    for (const s of services) {
      const at = placeIn(zone, s.openedAt);
      if (at.day < FROM || at.day > TO) continue;
      const w = want.get(at.day) ?? { started: 0, inside: 0 };
      w.started += 1;
      if (at.weekday === 1 && at.minute >= hours[0]!.startMinute && at.minute < hours[0]!.endMinute)
        w.inside += 1;
      want.set(at.day, w);
    }
    const got = res.body.days.map((d: { day: string; started: number; started_inside: number }) => [
      d.day,
      d.started,
      d.started_inside,
    ]);
    const expected = res.body.days.map((d: { day: string }) => [
      d.day,
      want.get(d.day)?.started ?? 0,
      want.get(d.day)?.inside ?? 0,
    ]);
    expect(got).toEqual(expected);
    expect([...want.values()].some((w) => w.inside > 0)).toBe(true);
    // The hours alone (the zone unchanged): nothing inside them any more.
    expect((await save({ time_Zone: zone, business_Hours: [] })).status).toBe(200);
    const none = await server.call('GET', `/api/Report_Services_Day?${query({})}`, {
      token: manager,
    });
    expect(none.body.days.map((d: { started_inside: number }) => d.started_inside)).toEqual(
      expected.map(() => 0),
    );
    expect((await save({ time_Zone: ZONE, business_Hours: HOURS })).status).toBe(200);
    expect((await get('Report_Services_Day', {})).days).toEqual(
      expectedDays(servicesOf(services, {})),
    );
  });
});

const isInside = (s: RawService) => {
  const l = local(s.openedAt);
  const minute = l.hour * 60 + l.minute;
  return HOURS.some(
    (h) => h.weekday === l.weekday && minute >= h.startMinute && minute < h.endMinute,
  );
};

function expectClose(got: number | null, want: number | null, digits: number) {
  if (want === null) return expect(got).toBeNull();
  expect(got).toBeCloseTo(want, digits - 1);
}

/** A bin-read percentile is approximate (ADR 0027): it lies in the bin of the exact value. */
function expectInBin(got: number | null, exact: number | null) {
  if (exact === null) return expect(got).toBeNull();
  const [low, high] = binAround(exact);
  expect(got).toBeGreaterThanOrEqual(low);
  expect(got).toBeLessThanOrEqual(high === Infinity ? low : high);
}
