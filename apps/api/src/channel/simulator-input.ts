import { formatForMimeType } from '../files/formats';
import type { FileStore } from '../files/types';
import { badRequest } from '../http/errors';
import { normalisePhone } from './simulator-channel';
import type { SimulatedInbound } from './simulator-payload';
import type { SimulatorDirectory } from './simulator-routes';
import type { MediaKind } from './types';

/** Longest text the simulator sends. */
const MAX_TEXT = 4096;

/** The business number and client phone of a simulator query (history, events). */
export function pair(query: unknown): { phoneNumberId: string; phone: string } {
  const q = (query ?? {}) as Record<string, unknown>;
  const phoneNumberId = q.phoneNumberId;
  if (typeof phoneNumberId !== 'string' || phoneNumberId === '' || phoneNumberId.length > 64) {
    throw badRequest('phoneNumberId', 'phoneNumberId is required.');
  }
  const phone = typeof q.phone === 'string' ? normalisePhone(q.phone) : '';
  if (phone.length < 5 || phone.length > 20) {
    throw badRequest('phone', 'phone must have 5 to 20 digits.');
  }
  return { phoneNumberId, phone };
}

/**
 * Checks the body of `POST /simulator/send` (`{ phoneNumberId, from, name?, text?, media?: { id },
 * choice?: { id, title, kind } }`)
 * against the directory's numbers and the stored files; a 400 names the first wrong field.
 */
export async function readSimulatedSend(
  body: unknown,
  directory: SimulatorDirectory,
  fileStore: FileStore,
): Promise<SimulatedInbound> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body', 'The body must be a JSON object.');
  }
  const b = body as Record<string, unknown>;
  const phoneNumberId = b.phoneNumberId;
  if (typeof phoneNumberId !== 'string' || phoneNumberId === '') {
    throw badRequest('phoneNumberId', 'phoneNumberId is required.');
  }
  const number = (await directory.listNumbers()).find((n) => n.phoneNumberId === phoneNumberId);
  if (!number) throw badRequest('phoneNumberId', 'Unknown business number.');
  const from = typeof b.from === 'string' ? normalisePhone(b.from) : '';
  if (from.length < 5 || from.length > 20)
    throw badRequest('from', 'from must have 5 to 20 digits.');
  if (b.name !== undefined && b.name !== null && typeof b.name !== 'string') {
    throw badRequest('name', 'name must be a string.');
  }
  const name = typeof b.name === 'string' ? b.name.trim().slice(0, 100) : '';
  if (b.text !== undefined && b.text !== null && typeof b.text !== 'string') {
    throw badRequest('text', 'text must be a string.');
  }
  const text = typeof b.text === 'string' && b.text.trim() !== '' ? b.text : undefined;
  if (text && text.length > MAX_TEXT) throw badRequest('text', `text is longer than ${MAX_TEXT}.`);

  let media: { id: string; kind: MediaKind; mimeType: string; fileName?: string } | undefined;
  if (b.media !== undefined && b.media !== null) {
    const id = (b.media as { id?: unknown }).id;
    if (typeof id !== 'string') throw badRequest('media.id', 'media.id is required.');
    const info = await fileStore.info(id);
    const format = info && formatForMimeType(info.mimeType);
    if (!info || !format) throw badRequest('media.id', 'Unknown media id.');
    media = { id, kind: format.category, mimeType: info.mimeType, fileName: info.fileName };
  }
  const choice = readChoice(b.choice);
  if (!text && !media && !choice) throw badRequest('text', 'Send a text or a file.');

  return {
    phoneNumberId,
    displayPhone: number.displayPhone,
    from,
    name: name || undefined,
    text,
    media,
    choice,
  };
}

/** `choice: { id, title, kind: 'buttons' | 'list' }`, an option the client picked, or undefined. */
function readChoice(value: unknown): SimulatedInbound['choice'] {
  if (value === undefined || value === null) return undefined;
  const c = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const ok = (v: unknown) => typeof v === 'string' && v.trim() !== '' && v.length <= 256;
  if (!ok(c.id)) throw badRequest('choice.id', 'choice.id must have 1 to 256 characters.');
  if (!ok(c.title)) throw badRequest('choice.title', 'choice.title must have 1 to 256 characters.');
  if (c.kind !== 'buttons' && c.kind !== 'list') {
    throw badRequest('choice.kind', "choice.kind must be 'buttons' or 'list'.");
  }
  return { id: c.id as string, title: c.title as string, kind: c.kind };
}
