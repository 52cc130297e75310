import { ChannelSendError } from '../channel/types';
import { readWhatsAppWebhook } from '../channel/whatsapp-parse';
import { createMemoryBus } from '../realtime/memoryBus';
import { parseHubEvent } from '../realtime/redisBus';
import type { BusEvent, HsmStatusSignal } from '../realtime/types';
import { reasonForChannelCode, reasonForSendFailure } from './reasons';
import { readSendDate } from './validate';

// Bulk template sending (docs/adr/0020-hsm-bulk-send.md): the pure parts.

describe('failure reasons', () => {
  it('maps WhatsApp error codes to the contract codes', () => {
    expect(reasonForChannelCode(131026)).toBe('undeliverable');
    expect(reasonForChannelCode(131049)).toBe('undeliverable');
    expect(reasonForChannelCode(131030)).toBe('invalid_number');
    expect(reasonForChannelCode(132001)).toBe('template_disabled');
    expect(reasonForChannelCode(132015)).toBe('template_disabled');
    expect(reasonForChannelCode(100)).toBe('channel_rejected');
    expect(reasonForChannelCode(undefined)).toBe('channel_rejected');
  });

  it('reads a send failure: the final refusal by its code, retries run out as expired', () => {
    const refused = new ChannelSendError('HTTP 400: Template missing (code 132001)', false);
    expect(reasonForSendFailure(refused, false)).toBe('template_disabled');
    expect(reasonForSendFailure(new ChannelSendError('HTTP 400: bad', false), false)).toBe(
      'channel_rejected',
    );
    expect(reasonForSendFailure(new ChannelSendError('HTTP 503', true), true)).toBe('expired');
    expect(reasonForSendFailure(new Error('socket hang up'), true)).toBe('expired');
  });
});

describe('send_date', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('is now when empty, an ISO date-time with its zone otherwise, at most a year ahead', () => {
    expect(readSendDate('', now)).toBe(now);
    expect(readSendDate('2026-05-02T09:30:00-03:00', now).toISOString()).toBe(
      '2026-05-02T12:30:00.000Z',
    );
    expect(readSendDate('2026-05-02 09:30Z', now).toISOString()).toBe('2026-05-02T09:30:00.000Z');
    for (const bad of [
      '2026-05-02',
      '2026-05-02T09:30',
      'tomorrow',
      '2026-02-30T10:00:00Z',
      '2028-01-01T00:00:00Z',
    ])
      expect(() => readSendDate(bad, now)).toThrow(expect.objectContaining({ field: 'send_date' }));
  });
});

describe('WhatsApp statuses', () => {
  const body = (statuses: unknown[]) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: 'pn-1' },
              statuses,
            },
          },
        ],
      },
    ],
  });

  it('lists sent, delivered, read and failed (with its errors), skips others, refuses malformed ones', () => {
    const parsed = readWhatsAppWebhook(
      body([
        { id: 'wamid.A', status: 'delivered', timestamp: '1717171721', recipient_id: '5511' },
        {
          id: 'wamid.B',
          status: 'failed',
          timestamp: '1717171722',
          errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'x' } }],
        },
        { id: 'wamid.C', status: 'deleted', timestamp: '1717171723' },
        { id: 'wamid.D', status: 'read', timestamp: 'yesterday' },
      ]),
    );
    expect(parsed.messages).toEqual([]);
    expect(parsed.statuses).toEqual([
      {
        phoneNumberId: 'pn-1',
        id: 'wamid.A',
        status: 'delivered',
        recipientId: '5511',
        timestamp: new Date(1717171721 * 1000),
        errors: [],
      },
      {
        phoneNumberId: 'pn-1',
        id: 'wamid.B',
        status: 'failed',
        timestamp: new Date(1717171722 * 1000),
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    expect(parsed.rejected).toEqual([
      expect.objectContaining({ field: 'entry[0].changes[0].value.statuses[3].timestamp' }),
    ]);
  });
});

describe('the bus carries the bulk send signal', () => {
  const signal: HsmStatusSignal = {
    kind: 'hsmStatusChanged',
    customerId: 3,
    payload: {
      customer_Id: 3,
      import_Id: '0b7c4a52-8f3e-4d8a-9a43-3c1f2e6a7b10',
      hsm_Id: 9,
      row: 2,
      state: 'failed',
      reason: 'no_channel',
    },
  };

  it('through Redis as JSON, and never to NewAtt listeners', async () => {
    expect(parseHubEvent(JSON.stringify(signal))).toEqual(signal);
    expect(parseHubEvent(JSON.stringify({ ...signal, payload: null }))).toBeNull();
    const bus = createMemoryBus();
    const all: BusEvent[] = [];
    const newAtt: unknown[] = [];
    bus.subscribeAll((e) => void all.push(e));
    bus.subscribe((e) => void newAtt.push(e));
    await bus.publish(signal);
    expect(all).toEqual([signal]);
    expect(newAtt).toEqual([]);
    await bus.close();
  });
});
