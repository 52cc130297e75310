import type { HsmSendAnswer, HsmStatusChanged, HsmStatusRow } from '@atende/contract';

// The states of one import's sent rows (GET Hsm_Status), kept in the query cache and updated in
// place by the send answers, the retry answers and the hub's `HsmStatusChanged` events. Pure: each
// function answers a new array (or the same one when nothing changed), ordered by line.

/** Inserts `row` at its place by line (rows are sent in file order: usually at the end). */
function insertByLine(rows: readonly HsmStatusRow[], row: HsmStatusRow): HsmStatusRow[] {
  let at = rows.length;
  while (at > 0 && rows[at - 1]!.row > row.row) at -= 1;
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}

function replaceAt(rows: readonly HsmStatusRow[], at: number, row: HsmStatusRow): HsmStatusRow[] {
  const next = rows.slice();
  next[at] = row;
  return next;
}

/**
 * Applies a hub event to the import's rows: the row of that `hsm_Id` takes the event's state and
 * reason (events come in the server's order); an event ahead of its send answer adds the row.
 * Undefined rows (an import nobody watches here) stay undefined.
 */
export function withHsmEvent(
  rows: readonly HsmStatusRow[] | undefined,
  event: HsmStatusChanged,
  now: string,
): HsmStatusRow[] | undefined {
  if (!rows) return undefined;
  const at = rows.findIndex((row) => row.hsm_Id === event.hsm_Id);
  if (at < 0)
    return insertByLine(rows, {
      hsm_Id: event.hsm_Id,
      row: event.row,
      client_identification: '',
      state: event.state,
      reason: event.reason,
      updated_At: now,
    });
  const current = rows[at]!;
  if (current.state === event.state && current.reason === event.reason)
    return rows as HsmStatusRow[];
  return replaceAt(rows, at, {
    ...current,
    state: event.state,
    reason: event.reason,
    updated_At: now,
  });
}

/**
 * Adds a Hsm_Send answer for the row of that line. A row already there (an event came first, or a
 * re-send answered `duplicate`) keeps its state: the answer only fills the phone.
 */
export function withSendAnswer(
  rows: readonly HsmStatusRow[] | undefined,
  answer: HsmSendAnswer,
  sent: { line: number; phone: string },
  now: string,
): HsmStatusRow[] {
  const list = rows ?? [];
  const at = list.findIndex((row) => row.hsm_Id === answer.hsm_Id);
  if (at < 0)
    return insertByLine(list, {
      hsm_Id: answer.hsm_Id,
      row: sent.line,
      client_identification: sent.phone,
      state: answer.state,
      reason: answer.reason,
      updated_At: now,
    });
  const current = list[at]!;
  return current.client_identification === ''
    ? replaceAt(list, at, { ...current, client_identification: sent.phone })
    : (list as HsmStatusRow[]);
}

/** Applies a Hsm_Retry answer: a row still failed takes the answer's state (queued again). */
export function withRetryAnswer(
  rows: readonly HsmStatusRow[] | undefined,
  answer: HsmSendAnswer,
  now: string,
): HsmStatusRow[] | undefined {
  if (!rows) return undefined;
  const at = rows.findIndex((row) => row.hsm_Id === answer.hsm_Id);
  if (at < 0 || rows[at]!.state !== 'failed') return rows as HsmStatusRow[];
  return replaceAt(rows, at, {
    ...rows[at]!,
    state: answer.state,
    reason: answer.reason,
    updated_At: now,
  });
}

/** How many rows are in each state. */
export function countByState(rows: readonly HsmStatusRow[]): Record<HsmStatusRow['state'], number> {
  const counts = { queued: 0, sent: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}
