import type { HsmStatusRow } from '@atende/contract';
import { countByState, withHsmEvent, withRetryAnswer, withSendAnswer } from './hsmStatus';

const NOW = '2026-11-23T10:00:00.000Z';
const LATER = '2026-11-23T10:00:05.000Z';
const IMPORT = '6f1c1f43-3f7f-4d43-9d43-1f5e0a1b2c3d';

const answer = (hsmId: number, state: HsmStatusRow['state'] = 'queued', duplicate = false) => ({
  hsm_Id: hsmId,
  state,
  reason: null,
  duplicate,
});
const event = (
  hsmId: number,
  row: number,
  state: HsmStatusRow['state'],
  reason = null as never,
) => ({
  customer_Id: 1,
  import_Id: IMPORT,
  hsm_Id: hsmId,
  row,
  state,
  reason,
});

describe('the sent rows of an import', () => {
  it('adds send answers in line order', () => {
    let rows = withSendAnswer(undefined, answer(11), { line: 2, phone: '5511999990000' }, NOW);
    rows = withSendAnswer(rows, answer(13), { line: 5, phone: '5511999990002' }, NOW);
    rows = withSendAnswer(rows, answer(12), { line: 3, phone: '5511999990001' }, NOW);
    expect(rows.map((r) => [r.row, r.hsm_Id, r.state])).toEqual([
      [2, 11, 'queued'],
      [3, 12, 'queued'],
      [5, 13, 'queued'],
    ]);
  });

  it('follows the hub events: sent, delivered, failed with its reason', () => {
    let rows: HsmStatusRow[] | undefined = withSendAnswer(
      [],
      answer(11),
      { line: 2, phone: '5511999990000' },
      NOW,
    );
    rows = withHsmEvent(rows, event(11, 2, 'sent'), LATER);
    expect(rows![0]).toMatchObject({ state: 'sent', updated_At: LATER });
    rows = withHsmEvent(rows, event(11, 2, 'failed', 'undeliverable' as never), LATER);
    expect(rows![0]).toMatchObject({ state: 'failed', reason: 'undeliverable' });
  });

  it('an event ahead of its send answer adds the row; the answer then keeps the state', () => {
    let rows = withHsmEvent([], event(11, 2, 'sent'), NOW);
    rows = withSendAnswer(rows, answer(11), { line: 2, phone: '5511999990000' }, LATER);
    expect(rows).toEqual([
      {
        hsm_Id: 11,
        row: 2,
        client_identification: '5511999990000',
        state: 'sent',
        reason: null,
        updated_At: NOW,
      },
    ]);
  });

  it('a duplicate answer (the same row sent again) changes nothing', () => {
    const rows = withSendAnswer([], answer(11, 'delivered'), { line: 2, phone: '55119' }, NOW);
    const again = withSendAnswer(
      rows,
      answer(11, 'queued', true),
      { line: 2, phone: '55119' },
      LATER,
    );
    expect(again).toEqual(rows);
  });

  it('ignores events of an import nobody watches', () => {
    expect(withHsmEvent(undefined, event(11, 2, 'sent'), NOW)).toBeUndefined();
  });

  it('a retry answer re-queues a failed row only', () => {
    const failed: HsmStatusRow[] = [
      {
        hsm_Id: 11,
        row: 2,
        client_identification: '5',
        state: 'failed',
        reason: 'expired',
        updated_At: NOW,
      },
      {
        hsm_Id: 12,
        row: 3,
        client_identification: '6',
        state: 'sent',
        reason: null,
        updated_At: NOW,
      },
    ];
    const rows = withRetryAnswer(failed, answer(11), LATER)!;
    expect(rows[0]).toMatchObject({ state: 'queued', reason: null, updated_At: LATER });
    expect(withRetryAnswer(rows, answer(12), LATER)![1]).toBe(failed[1]);
  });

  it('counts the rows by state', () => {
    const rows = withSendAnswer([], answer(1), { line: 2, phone: '5' }, NOW);
    expect(countByState(withHsmEvent(rows, event(2, 3, 'failed'), NOW)!)).toEqual({
      queued: 1,
      sent: 0,
      delivered: 0,
      failed: 1,
    });
  });
});
