// Round trips per inbound message (issue 21: "fewer round trips per inbound message"): the statements
// the API sends for a webhook message, counted through drizzle's logger, on PGlite and PostgreSQL
// (transaction control left out: two transactions, the chatbot's turn and the queue's store).
// Counts, not timings: a change that adds a query to the inbound path shows here.
import { startTestServer, type TestServer } from './harness';
import { clientWrites } from './inbound';

describe('statements per inbound message', () => {
  let server: TestServer;
  let statements: string[] = [];
  let counting = false;
  beforeAll(async () => {
    server = await startTestServer({
      // The expiry sweeper's round (every minute) would land in a count now and then: not here.
      env: { CHATBOT_SWEEP_MS: '3600000' },
      logQuery: (query) => {
        if (counting) statements.push(query);
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * Statements of the outbox worker, which runs beside the webhook (its poll every second, and the
   * nudge that sends a bot's reply after the commit): not the inbound path's.
   */
  const OUTBOX_WORKER = [
    /^select "id" from "outbox" where \("outbox"."status"/,
    /^update "outbox" set/,
    /^select "text" from "interaction_messages" where "interaction_messages"."id" = \$1$/,
    /^update "interaction_messages" set "delivery"/,
  ];
  /** Transaction control, which drizzle sends through the logger on PostgreSQL only. */
  const TRANSACTION_CONTROL = /^(begin|commit|rollback)\b/i;

  /** The statements one webhook message costs (the outbox worker's left out). */
  async function count(input: Parameters<typeof clientWrites>[1]): Promise<string[]> {
    statements = [];
    counting = true;
    try {
      await clientWrites(server, input);
    } finally {
      counting = false;
    }
    return statements.filter(
      (query) =>
        !TRANSACTION_CONTROL.test(query) && !OUTBOX_WORKER.some((pattern) => pattern.test(query)),
    );
  }

  /** The worker also reads the number it sends from: a bot turn's counts leave that table out. */
  const withoutNumbers = (queries: string[]) =>
    queries.filter((query) => !query.includes('from "channel_numbers"'));

  // Each count is the whole path: deduplicate, the chatbot's turn (number, client locked, bot
  // redelivery check, open attendance, open interaction, flow to start), then the queue's store;
  // a new service also takes the customer's report calendar (lock, then zone and hours) and adds
  // itself to the 15-minute and day aggregates in one statement (ADR 0027).
  it('a new client with no flow to start: 17 statements; the same client again: 10', async () => {
    const phone = `55119${Date.now().toString().slice(-8)}`;
    const first = await count({ from: phone, text: 'Hello, I need help' });
    const followUp = await count({ from: phone, text: 'Are you there?' });
    expect({
      first: first.length,
      followUp: followUp.length,
      statements: [first, followUp],
    }).toEqual(expect.objectContaining({ first: 17, followUp: 10 }));
  });

  // The flow's start opens an interaction: the report calendar's lock and read, as a new service.
  it("a chatbot conversation: the flow's start 17 statements, a reply 11 (the number's read left out)", async () => {
    const phone = `55118${Date.now().toString().slice(-8)}`;
    const start = withoutNumbers(await count({ from: phone, text: 'menu' }));
    const reply = withoutNumbers(await count({ from: phone, text: 'Opening hours' }));
    expect({ start: start.length, reply: reply.length, statements: [start, reply] }).toEqual(
      expect.objectContaining({ start: 17, reply: 11 }),
    );
  });
});
