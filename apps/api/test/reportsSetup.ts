// The figures customer of the report suites (docs/adr/0027): settings, people, reasons, raw rows.
import * as t from '../src/db/schema';
import { rebuildReportAggregates } from '../src/reports/data/rebuild';
import type { TestServer } from './harness';
import { HOURS, seedRawRows, ZONE } from './reportsKit';
import { addTestUser } from './users';

/**
 * The test server's settings for the figures suites: the raw rows hold waiting services weeks old,
 * which the abandonment sweep would close while the suite compares figures; it does not run here.
 */
export const FIGURES_SERVER = { env: { CHATBOT_SWEEP_MS: String(2 ** 31 - 1) } };

/**
 * A customer "Figures Co" in Europe/Madrid with business hours, two groups (one named like a
 * formula), three agents, a report reader, reasons with sub-reasons and the raw rows; its aggregates
 * are computed from the rows.
 */
export async function setupFiguresCustomer(server: TestServer) {
  const db = server.database.db;
  const [customer] = await db
    .insert(t.customers)
    .values({ name: 'Figures Co', timeZone: ZONE })
    .returning();
  const customerId = customer!.id;
  await db.insert(t.customerBusinessHours).values(HOURS.map((h) => ({ customerId, ...h })));
  const groups = await db
    .insert(t.attendanceGroups)
    .values([
      { customerId, name: 'Sales' },
      { customerId, name: '=Support' },
    ])
    .returning({ id: t.attendanceGroups.id });
  const dims = { groups: groups.map((g) => g.id), agents: [] as number[] };
  for (const login of ['fig-a1', 'fig-a2', 'fig-a3'])
    dims.agents.push(
      await addTestUser(server, { login, customers: [customerId], levels: { Attendence: 2 } }),
    );
  await addTestUser(server, {
    login: 'fig-manager',
    customers: [customerId],
    levels: { Report: 2 },
  });
  const manager = await server.login('fig-manager');
  const reasonRows = await db
    .insert(t.reasons)
    .values([
      { customerId, description: 'Sale' },
      { customerId, description: '@Complaint' },
    ])
    .returning({ id: t.reasons.id });
  const reasons = [];
  for (const reason of reasonRows) {
    const subs = await db
      .insert(t.subReasons)
      .values([1, 2].map((n) => ({ customerId, reasonId: reason.id, description: `Sub ${n}` })))
      .returning({ id: t.subReasons.id });
    reasons.push({ reasonId: reason.id, subReasonIds: subs.map((s) => s.id) });
  }
  const clients = await db
    .insert(t.clients)
    .values(
      Array.from({ length: 520 }, (_, i) => ({
        customerId,
        identify: `34600${String(i).padStart(6, '0')}`,
        name: i === 0 ? '=HYPERLINK("http://x")' : `Client ${i}`,
      })),
    )
    .returning({ id: t.clients.id });
  const { services, interactions } = await seedRawRows(server, {
    customerId,
    clientIds: clients.map((c) => c.id),
    groups: dims.groups,
    agents: dims.agents,
    reasons,
  });
  await rebuildReportAggregates(db, customerId);
  return { customerId, manager, services, interactions, dims };
}
