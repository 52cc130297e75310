import { blankFlowStep, flowReply, type FlowStep } from '@atende/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import type { TestServer } from './harness';
import { cloudTextPayload } from './inbound';

/** A step: id, type, message and replies as [value, next step id]; other fields blank or given. */
export function step(
  id: number,
  type: number,
  message: string,
  replies: Array<[string, number]>,
  extra: Partial<FlowStep> = {},
): FlowStep {
  return {
    ...blankFlowStep(id, type, id === 0 ? 'Start' : `Step ${id}`),
    step_Message: message,
    transitions: replies.map(([value, next]) => flowReply(value, next)),
    ...extra,
  };
}

/** Stores an active Acme flow started by `keyword`; answers its id. */
export async function addFlow(
  server: TestServer,
  keyword: string,
  steps: FlowStep[],
  fields: Partial<typeof t.flows.$inferInsert> = {},
): Promise<number> {
  const db = server.database.db;
  const [flow] = await db
    .insert(t.flows)
    .values({
      customerId: server.seed.customers.acme,
      name: `Flow ${keyword}`,
      identifyInitialMessage: keyword,
      startAt: new Date(Date.now() - 3600_000),
      ...fields,
    })
    .returning();
  await db
    .insert(t.flowSteps)
    .values(steps.map((s) => ({ flowId: flow!.id, stepId: s.step_Id, data: JSON.stringify(s) })));
  return flow!.id;
}

let phones = 0;
/** A phone number no other test uses. */
export const newPhone = () =>
  `55119${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;

/** The client writes a text to Acme's number through the webhook; answers the payload sent. */
export async function say(server: TestServer, from: string, text: string) {
  const body = cloudTextPayload({
    phoneNumberId: server.seed.phoneNumbers.acme,
    from,
    name: `Client ${from}`,
    text,
  });
  await post(server, body);
  return body;
}

/** Posts a webhook body; fails the test on anything but 200. */
export async function post(server: TestServer, body: unknown) {
  const res = await server.call('POST', '/webhooks/whatsapp', { body });
  if (res.status !== 200) throw new Error(`webhook ${res.status}: ${JSON.stringify(res.body)}`);
}

async function clientId(server: TestServer, phone: string): Promise<number | null> {
  const [client] = await server.database.db
    .select({ id: t.clients.id })
    .from(t.clients)
    .where(
      and(eq(t.clients.customerId, server.seed.customers.acme), eq(t.clients.identify, phone)),
    );
  return client?.id ?? null;
}

/** The client's interactions, newest first. */
export async function interactionsOf(server: TestServer, phone: string) {
  const id = await clientId(server, phone);
  if (id === null) return [];
  return server.database.db
    .select()
    .from(t.interactions)
    .where(eq(t.interactions.clientId, id))
    .orderBy(desc(t.interactions.id));
}

/** The client's latest interaction (fails when none). */
export async function lastInteraction(server: TestServer, phone: string) {
  const [row] = await interactionsOf(server, phone);
  if (!row) throw new Error(`no interaction for ${phone}`);
  return row;
}

/** The latest interaction's messages in order, as [direction, text]. */
export async function transcript(server: TestServer, phone: string) {
  const row = await lastInteraction(server, phone);
  const rows = await server.database.db
    .select()
    .from(t.interactionMessages)
    .where(eq(t.interactionMessages.interactionId, row.id))
    .orderBy(asc(t.interactionMessages.id));
  return rows.map((m) => [m.direction, m.text] as const);
}

/** The bot's texts of the latest interaction, in order. */
export async function botSaid(server: TestServer, phone: string): Promise<string[]> {
  return (await transcript(server, phone)).filter(([d]) => d === 1).map(([, text]) => text);
}

/** The outbox rows queued for the client, in order. */
export async function outboxTo(server: TestServer, phone: string) {
  return server.database.db
    .select()
    .from(t.outbox)
    .where(eq(t.outbox.recipient, phone))
    .orderBy(asc(t.outbox.id));
}

/** Waits for a condition (no fixed sleeps). */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
