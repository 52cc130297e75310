// Reading an integration call's answer within its limits, and the failures a call ends with
// (docs/adr/0025).
import type { Dispatcher } from 'undici';
import type { IntegrationResult } from './types';

export type Failure = Extract<IntegrationResult, { ok: false }>;

export class CallFailure extends Error {
  constructor(readonly result: Failure) {
    super(result.reason);
  }
}

export const fail = (reason: Failure['reason'], detail?: string): never => {
  throw new CallFailure(
    detail === undefined ? { ok: false, reason } : { ok: false, reason, detail },
  );
};

type Body = Dispatcher.ResponseData['body'];

/** Drops an answer's body (and its connection) without reading it. */
export function discard(body: Body): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** The answer body, cut (and the connection dropped) as soon as it passes `limit` bytes. */
export async function readCapped(body: Body, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > limit) {
      discard(body);
      fail('too_large', `more than ${limit} bytes`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** JSON when the answer says so and parses, else the text. */
export function decode(contentType: string | undefined, bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (/[/+]json\b/i.test(contentType ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** `work`, or a rejection as soon as `signal` aborts (a name resolution that hangs). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
