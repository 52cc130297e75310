import { parseWhatsAppWebhook, readWhatsAppWebhook } from './whatsapp-parse';
import { interactivePayload, realisticPayload } from './whatsapp-test-support';

describe('parseWhatsAppWebhook', () => {
  it('reads text, image with caption, audio, video and document messages and skips the rest', () => {
    const messages = parseWhatsAppWebhook(realisticPayload());
    expect(messages.map((m) => [m.kind, m.waMessageId, m.from, m.profileName])).toEqual([
      ['text', 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1', '5511987654321', 'Maria Souza'],
      ['image', 'wamid.IMG', '5511987654321', 'Maria Souza'],
      ['audio', 'wamid.AUDIO', '5491122223333', 'Juan'],
      ['video', 'wamid.VIDEO', '5491144445555', 'Ana'],
      ['document', 'wamid.DOC', '5491122223333', 'Juan'],
    ]);
    expect(messages[0]).toEqual({
      phoneNumberId: '106540352242922',
      displayPhone: '15550783881',
      from: '5511987654321',
      profileName: 'Maria Souza',
      waMessageId: 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1',
      timestamp: new Date(1717171717 * 1000),
      kind: 'text',
      text: 'Olá, preciso de ajuda',
    });
    expect(messages[1]!.media).toEqual({
      id: '1003383421387256',
      mimeType: 'image/jpeg',
      caption: 'Foto do produto',
    });
    expect(messages[2]!.media).toEqual({ id: 'AUD1', mimeType: 'audio/ogg; codecs=opus' });
    expect(messages[2]!.phoneNumberId).toBe('200000000000001');
    expect(messages[4]!.media).toEqual({
      id: 'DOC1',
      mimeType: 'application/pdf',
      fileName: 'contrato.pdf',
      caption: 'Contrato',
    });
  });

  it.each<[string, (p: ReturnType<typeof realisticPayload>) => unknown, string]>([
    ['not an object', () => 'hello', 'body'],
    ['wrong object', (p) => ({ ...p, object: 'page' }), 'object'],
    ['entry missing', (p) => ({ object: p.object }), 'entry'],
    [
      'changes not an array',
      (p) => ({ ...p, entry: [{ id: '1', changes: {} }] }),
      'entry[0].changes',
    ],
    [
      'wrong product',
      (p) => {
        (p.entry[0]!.changes[0]!.value as Record<string, unknown>).messaging_product = 'sms';
        return p;
      },
      'entry[0].changes[0].value.messaging_product',
    ],
    [
      'metadata without phone_number_id',
      (p) => {
        (p.entry[1]!.changes[0]!.value as Record<string, unknown>).metadata = {
          display_phone_number: '1',
        };
        return p;
      },
      'entry[1].changes[0].value.metadata.phone_number_id',
    ],
    [
      'from not a phone',
      (p) => {
        const messages = (
          p.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> }
        ).messages;
        messages[1]!.from = '+55 11 <b>';
        return p;
      },
      'entry[0].changes[0].value.messages[1].from',
    ],
    [
      'bad timestamp',
      (p) => {
        const messages = (
          p.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> }
        ).messages;
        messages[0]!.timestamp = 'yesterday';
        return p;
      },
      'entry[0].changes[0].value.messages[0].timestamp',
    ],
    [
      'text without body',
      (p) => {
        const messages = (
          p.entry[0]!.changes[0]!.value as { messages: Array<Record<string, unknown>> }
        ).messages;
        messages[0]!.text = {};
        return p;
      },
      'entry[0].changes[0].value.messages[0].text.body',
    ],
    [
      'media without id',
      (p) => {
        const messages = (
          p.entry[1]!.changes[0]!.value as { messages: Array<Record<string, unknown>> }
        ).messages;
        messages[1]!.video = { mime_type: 'video/mp4' };
        return p;
      },
      'entry[1].changes[0].value.messages[1].video.id',
    ],
  ])('refuses a body with %s, naming the field', (_name, mutate, field) => {
    let error: unknown;
    try {
      parseWhatsAppWebhook(mutate(realisticPayload()));
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ statusCode: 400, code: 'bad_request', field });
    expect((error as Error).message.length).toBeGreaterThan(0);
  });
});

describe('readWhatsAppWebhook', () => {
  it('keeps every valid message and lists each malformed part on its own', () => {
    const body = realisticPayload();
    const second = (
      body.entry[1]!.changes[0]!.value as { messages: Array<Record<string, unknown>> }
    ).messages;
    second[0]!.timestamp = 'yesterday';
    second[1] = 'not a message' as unknown as Record<string, unknown>;
    (body.entry[0]!.changes[0]!.value as Record<string, unknown>).contacts = 'nobody';
    const { messages, rejected } = readWhatsAppWebhook(body);
    expect(messages.map((m) => m.waMessageId)).toEqual([
      'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABIYFDNBMEI1',
      'wamid.IMG',
      'wamid.DOC',
    ]);
    expect(messages[0]!.profileName).toBeUndefined();
    expect(rejected.map((r) => r.field)).toEqual([
      'entry[0].changes[0].value.contacts',
      'entry[1].changes[0].value.messages[0].timestamp',
      'entry[1].changes[0].value.messages[1]',
    ]);
  });
});

describe('interactive replies (docs/adr/0025)', () => {
  it('a button or list reply is a text message: the title as text, the id as choiceId', () => {
    const { messages, rejected } = readWhatsAppWebhook(interactivePayload());
    expect(messages.map((m) => [m.waMessageId, m.kind, m.text, m.choiceId])).toEqual([
      ['wamid.BUTTON', 'text', 'Suporte', 'step-4:2'],
      ['wamid.LIST', 'text', 'Segunda via de bole…', 'step-7:9'],
    ]);
    expect(messages[0]).toMatchObject({ from: '5511987654321', profileName: 'Maria Souza' });
    // A Flow's reply is skipped; a button reply without an id is refused alone.
    expect(rejected).toEqual([
      {
        field: 'entry[0].changes[0].value.messages[3].interactive.button_reply.id',
        message: expect.stringContaining('non-empty string'),
      },
    ]);
  });
});
