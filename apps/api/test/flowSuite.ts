import { blankFlowStep, flowReply, type FlowStep, type FlowUpdateBody } from '@atende/contract';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

/** What the flow suites share: a seeded server, its customers, logins and two seeded flows. */
export interface FlowSuite {
  server: TestServer;
  acme: number;
  borealis: number;
  /** Flow level 3 in Acme and Borealis. */
  manager: string;
  /** Flow level 2 in Acme: reads, never writes. */
  storeadmin: string;
  /** Flow level 0. */
  storeaccount: string;
  /** Acme's seeded flow. */
  salesBot: number;
  /** Borealis's seeded flow. */
  cardBot: number;
}

/** Starts a server before the suite and closes it after; the fields are set once it started. */
export function useFlowSuite(): FlowSuite {
  const suite = {} as FlowSuite;
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.acme = suite.server.seed.customers.acme;
    suite.borealis = suite.server.seed.customers.borealis;
    suite.manager = await suite.server.login('manager');
    suite.storeadmin = await suite.server.login('storeadmin');
    suite.storeaccount = await suite.server.login('storeaccount');
    const flows = await suite.server.database.db.select().from(t.flows);
    suite.salesBot = flows.find((f) => f.name === 'Sales bot')!.id;
    suite.cardBot = flows.find((f) => f.name === 'Card support bot')!.id;
  });
  afterAll(() => suite.server.close());
  return suite;
}

/** A step with empty fields and the given replies (-1 final). */
export function step(id: number, name: string, replies: [string, number][], type = 1): FlowStep {
  return {
    ...blankFlowStep(id, type, name, { x: 100 + id * 380, y: 100 }),
    step_Message: `Message of ${name}[br]second line`,
    transitions: replies.map(([value, next]) => flowReply(value, next)),
  };
}

/** A valid new flow of the customer: Start -> Ask -> final. */
export function newFlowOf(customerId: number, name: string, steps?: FlowStep[]): FlowUpdateBody {
  return {
    flow_Id: 0,
    flow_Name: name,
    channel_Id: 1,
    initial_Step_Id: 0,
    identify_Initial_Message: 'hello',
    start_DateTime: '2026-01-01T00:00:00.000Z',
    end_DateTime: null,
    exit_String: 'Salida',
    exit_Message: 'Hasta luego, muchas gracias por comunicarse con nosotros',
    customer_Id: customerId,
    steps: steps ?? [step(0, 'Start', [['1', 1]]), step(1, 'Ask', [['ok', -1]], 3)],
  };
}

/** The calls and reads the flow suites make, bound to a suite. */
export function flowCalls(suite: FlowSuite) {
  return {
    save: (body: unknown, token = suite.manager) =>
      suite.server.call('POST', '/api/Data_Flow_Update', { token, body }),
    stepsOf: (flowId: number, customerId = suite.acme, token = suite.manager) =>
      suite.server.call('GET', `/api/List_Flow_Steps?Flow_Id=${flowId}&Customer_Id=${customerId}`, {
        token,
      }),
    flowCount: async () =>
      (await suite.server.database.db.select({ n: sql<number>`count(*)::int` }).from(t.flows))[0]!
        .n,
    auditOf: (flowId: number) =>
      suite.server.database.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.entity, 'flow'), eq(t.auditLog.entityId, flowId)))
        .orderBy(t.auditLog.id),
    newFlow: (name: string, steps?: FlowStep[]) => newFlowOf(suite.acme, name, steps),
  };
}
