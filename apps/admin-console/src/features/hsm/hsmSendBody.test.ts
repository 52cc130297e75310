import type { HsmRow } from './hsmRows';
import { hsmSendBody, newImportId } from './hsmSendBody';

const ROW: HsmRow = {
  line: 7,
  customer_id: '1',
  client_identification: '+55 (11) 99999-0000',
  message: 'Promo',
  send_date: '2026-12-01T09:30:00Z',
  from: 'Acme',
  parameters: 'Ana|X1',
  message_id: '7',
  campaign_id: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Hsm_Send body of a row', () => {
  it('has the seed fields, the phone digits, the ISO date, the ids as numbers, import_id and row = line', () => {
    expect(hsmSendBody(ROW, { customerId: 1, importId: 'imp' })).toEqual({
      customer_id: 1,
      client_identification: '5511999990000',
      message: 'Promo',
      send_date: '2026-12-01T09:30:00.000Z',
      from: 'Acme',
      parameters: 'Ana|X1',
      message_id: 7,
      campaign_id: 0,
      import_id: 'imp',
      row: 7,
    });
    expect(
      hsmSendBody({ ...ROW, send_date: '', campaign_id: '3' }, { customerId: 1, importId: 'i' }),
    ).toMatchObject({ send_date: '', campaign_id: 3 });
  });

  it('is the same for a re-send of the same row of the same import (idempotent on the server)', () => {
    const importId = newImportId();
    const first = hsmSendBody(ROW, { customerId: 1, importId });
    const again = hsmSendBody(ROW, { customerId: 1, importId });
    expect(again).toEqual(first);
    expect(again).toMatchObject({ import_id: importId, row: 7 });
  });

  it('makes a new uuid per import', () => {
    const a = newImportId();
    const b = newImportId();
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('makes a uuid where crypto.randomUUID is missing', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newImportId()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
