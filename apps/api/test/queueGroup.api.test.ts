// The group a number's new clients wait in (one rule for the queue and the chatbot's hand-off,
// src/attendance/waitingItem.ts): the number's default group while it is enabled, else the
// customer's first enabled group on the number's channel. PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { clientWrites } from './inbound';

describe("a new client's queue group", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function groupOfNewClient(phone: string): Promise<number | null> {
    await clientWrites(server, { from: phone, text: 'Hello, I need help' });
    const [client] = await server.database.db
      .select({ id: t.clients.id })
      .from(t.clients)
      .where(eq(t.clients.identify, phone));
    const [item] = await server.database.db
      .select({ groupId: t.attendances.groupId })
      .from(t.attendances)
      .where(eq(t.attendances.clientId, client!.id));
    return item?.groupId ?? null;
  }

  it("is the number's default group, and the first enabled group once the default is disabled", async () => {
    const { groups } = server.seed;
    const support = groups['acme:Support']!;
    expect(await groupOfNewClient(`55117${Date.now().toString().slice(-8)}`)).toBe(support);

    await server.database.db
      .update(t.attendanceGroups)
      .set({ enable: false })
      .where(eq(t.attendanceGroups.id, support));
    try {
      // Sales is Acme's first enabled group on channel 1 once Support is off (Legacy desk never is).
      expect(await groupOfNewClient(`55116${Date.now().toString().slice(-8)}`)).toBe(
        groups['acme:Sales'],
      );
    } finally {
      await server.database.db
        .update(t.attendanceGroups)
        .set({ enable: true })
        .where(eq(t.attendanceGroups.id, support));
    }
  });
});
