import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../files/test-support';
import { mediaUnavailableText } from './deliver';
import { signBody } from './signature';
import type { InboundMessage, MediaResolver } from './types';
import { registerWhatsAppWebhook } from './whatsapp-webhook';
import { publicRoute } from '../access/declare';
import { pipelineInto } from '../inbound/test-support';
import { interactivePayload, realisticPayload } from './whatsapp-test-support';

describe('WhatsApp webhook routes', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  async function start(appSecret?: string, failMedia = false) {
    const received: InboundMessage[] = [];
    const resolver: MediaResolver = {
      resolve: async (media, kind) => {
        if (failMedia) throw new Error('download failed');
        return `https://files.example.test/${kind}/${media.id}.${kind === 'image' ? 'jpg' : 'bin'}`;
      },
    };
    const app = buildTestApp();
    await registerWhatsAppWebhook(app, {
      config: { whatsappVerifyToken: 'verify-me', whatsappAppSecret: appSecret },
      sink: pipelineInto(async (m) => void received.push(m)),
      mediaResolver: resolver,
    });
    // Another route in the same app still gets parsed JSON (the raw parser is encapsulated).
    app.post(
      '/echo',
      { config: publicRoute('a test route that echoes its body') },
      async (request) => ({
        body: request.body,
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return { base: `http://127.0.0.1:${address.port}`, received };
  }

  const post = (base: string, raw: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });

  it('answers the verification handshake', async () => {
    const { base } = await start();
    const ok = await fetch(
      `${base}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    const bad = await fetch(
      `${base}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(bad.status).toBe(403);
    const mode = await fetch(
      `${base}/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1`,
    );
    expect(mode.status).toBe(403);
    expect((await fetch(`${base}/webhooks/whatsapp`)).status).toBe(403);
  });

  it('without a secret: parses, resolves media, splits captions and delivers in order', async () => {
    const { base, received } = await start();
    const res = await post(base, JSON.stringify(realisticPayload()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 7, rejected: [] });
    expect(received.map((m) => [m.kind, m.waMessageId, m.text])).toEqual([
      ['text', 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1', 'Olá, preciso de ajuda'],
      ['image', 'wamid.IMG', 'https://files.example.test/image/1003383421387256.jpg'],
      ['text', 'wamid.IMG#caption', 'Foto do produto'],
      ['audio', 'wamid.AUDIO', 'https://files.example.test/audio/AUD1.bin'],
      ['video', 'wamid.VIDEO', 'https://files.example.test/video/VID1.bin'],
      ['document', 'wamid.DOC', 'https://files.example.test/document/DOC1.bin'],
      ['text', 'wamid.DOC#caption', 'Contrato'],
    ]);
    expect(received[2]!.media).toBeUndefined();

    const echo = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await echo.json()).toEqual({ body: { a: 1 } });
  });

  it('without a secret: malformed bodies are 400 naming the field and nothing is stored', async () => {
    const { base, received } = await start();
    const bad = await post(base, '{"object":"whatsapp_business_account"');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad_request', field: 'body' });
    const wrong = await post(
      base,
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              { field: 'messages', value: { messaging_product: 'whatsapp', metadata: {} } },
            ],
          },
        ],
      }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'bad_request',
      field: 'entry[0].changes[0].value.metadata.phone_number_id',
    });
    expect(received).toHaveLength(0);
  });

  it('a failed media download keeps the message, with a placeholder, and its caption', async () => {
    const { base, received } = await start(undefined, true);
    const res = await post(base, JSON.stringify(realisticPayload()));
    expect(res.status).toBe(200);
    expect(received.map((m) => [m.waMessageId, m.text])).toEqual([
      ['wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1', 'Olá, preciso de ajuda'],
      ['wamid.IMG', mediaUnavailableText('image')],
      ['wamid.IMG#caption', 'Foto do produto'],
      ['wamid.AUDIO', mediaUnavailableText('audio')],
      ['wamid.VIDEO', mediaUnavailableText('video')],
      ['wamid.DOC', mediaUnavailableText('document')],
      ['wamid.DOC#caption', 'Contrato'],
    ]);
  });

  it('one malformed message never costs the others of its batch', async () => {
    const { base, received } = await start();
    const body = realisticPayload();
    const first = (body.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> })
      .messages;
    first[0]!.from = '+55 <script>';
    // A whole change without its number is refused on its own too; the other entry still counts.
    const res = await post(base, JSON.stringify(body));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { received: number; rejected: unknown[] };
    expect(answer.received).toBe(6);
    expect(answer.rejected).toEqual([
      { field: 'entry[0].changes[0].value.messages[0].from', message: expect.any(String) },
    ]);
    expect(received.map((m) => m.waMessageId)).toEqual([
      'wamid.IMG',
      'wamid.IMG#caption',
      'wamid.AUDIO',
      'wamid.VIDEO',
      'wamid.DOC',
      'wamid.DOC#caption',
    ]);
  });

  it('a message the sink cannot store answers 500 after storing the others', async () => {
    const stored: string[] = [];
    const app = buildTestApp();
    await registerWhatsAppWebhook(app, {
      config: { whatsappVerifyToken: 'verify-me' },
      sink: pipelineInto(
        async (m) => {
          if (m.waMessageId === 'wamid.AUDIO') throw new Error('database down');
          stored.push(m.waMessageId);
        },
        async (id) => id === 'wamid.VIDEO',
      ),
      mediaResolver: { resolve: async (media) => `https://files.example.test/${media.id}.jpg` },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    const address = app.server.address() as { port: number };
    const res = await post(`http://127.0.0.1:${address.port}`, JSON.stringify(realisticPayload()));
    expect(res.status).toBe(500);
    // The known id is skipped (no media fetched), the failing one does not stop those after it.
    expect(stored).toEqual([
      'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1',
      'wamid.IMG',
      'wamid.IMG#caption',
      'wamid.DOC',
      'wamid.DOC#caption',
    ]);
  });

  it('with a secret: a good signature is accepted, a bad or missing one is 401 and nothing is stored', async () => {
    const { base, received } = await start('app-secret');
    const raw = JSON.stringify(realisticPayload(), null, 2);

    const missing = await post(base, raw);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: 'unauthorized' });

    const wrongSecret = await post(base, raw, { 'x-hub-signature-256': signBody(raw, 'other') });
    expect(wrongSecret.status).toBe(401);

    // Signed over a re-serialised body: the check uses the exact bytes received.
    const reserialised = await post(base, raw, {
      'x-hub-signature-256': signBody(JSON.stringify(JSON.parse(raw)), 'app-secret'),
    });
    expect(reserialised.status).toBe(401);
    expect(received).toHaveLength(0);

    const good = await post(base, raw, { 'x-hub-signature-256': signBody(raw, 'app-secret') });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: 7, rejected: [] });
    expect(received).toHaveLength(7);
  });

  it('signed: button and list replies reach the pipeline with their title and choiceId', async () => {
    const { base, received } = await start('app-secret');
    const raw = JSON.stringify(interactivePayload());
    const res = await post(base, raw, { 'x-hub-signature-256': signBody(raw, 'app-secret') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      received: 2,
      rejected: [
        {
          field: 'entry[0].changes[0].value.messages[3].interactive.button_reply.id',
          message: expect.any(String),
        },
      ],
    });
    expect(received.map((m) => [m.waMessageId, m.kind, m.text, m.choiceId])).toEqual([
      ['wamid.BUTTON', 'text', 'Suporte', 'step-4:2'],
      ['wamid.LIST', 'text', 'Segunda via de bole…', 'step-7:9'],
    ]);
  });
});
