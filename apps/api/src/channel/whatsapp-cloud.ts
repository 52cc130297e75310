import { templatePayload } from './outbound-payload';
import {
  ChannelSendError,
  type ChannelAdapter,
  type OutboundMessage,
  type OutboundPayload,
  type SendingNumber,
  type SendResult,
  type TemplateComponent,
} from './types';

/** Where the Graph API is and how long a call may take. */
export interface GraphOptions {
  /** Origin of the Graph API, e.g. https://graph.facebook.com (no trailing slash). */
  graphUrl: string;
  /** API version path segment, e.g. v21.0. */
  version: string;
  /** Longest wait for one call (default 15 s); the outbox lease is longer. */
  timeoutMs?: number;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_ERROR_TEXT = 1000;

/** Milliseconds asked by a Retry-After header (seconds or an HTTP date), or undefined. */
function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The Graph API's error text from an answer body (`{ error: { message, code } }`), or the status. */
function graphErrorText(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : '';
  const code = typeof error?.code === 'number' || typeof error?.code === 'string' ? error.code : '';
  const text = `HTTP ${status}${message ? `: ${message}` : ''}${code !== '' ? ` (code ${code})` : ''}`;
  return text.slice(0, MAX_ERROR_TEXT);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The Cloud API body of `POST /{phone-number-id}/messages` for a payload to `to`. */
function whatsAppMessageBody(payload: OutboundPayload, to: string): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (payload.type) {
    case 'text':
      return { ...base, type: 'text', text: { preview_url: false, body: payload.text } };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: payload.name,
          language: { code: payload.languageCode },
          ...(payload.components?.length ? { components: payload.components } : {}),
        },
      };
    default: {
      const media: Record<string, string> = { link: payload.link };
      if (payload.type === 'document' && payload.filename) media.filename = payload.filename;
      if (payload.caption && payload.type !== 'audio') media.caption = payload.caption;
      return { ...base, type: payload.type, [payload.type]: media };
    }
  }
}

/**
 * Calls the Graph API with the number's bearer token. Network failures, time-outs, 429 and 5xx are
 * retryable ChannelSendErrors (with Retry-After when given); other 4xx are final, carrying the
 * Graph error message.
 */
async function graphCall(
  options: GraphOptions,
  url: string,
  token: string,
  init: { method: string; body?: unknown },
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChannelSendError(`Graph API unreachable: ${reason}`.slice(0, MAX_ERROR_TEXT), true);
  }
  const body = await readJson(response);
  if (response.ok) return body;
  const text = graphErrorText(response.status, body);
  if (response.status === 429 || response.status >= 500) {
    throw new ChannelSendError(text, true, parseRetryAfter(response.headers.get('retry-after')));
  }
  throw new ChannelSendError(text, false);
}

const graphBase = (options: GraphOptions) =>
  `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.version)}`;

/** Sends one message through the Cloud API from `number`; answers the wamid. */
async function sendWhatsAppMessage(
  options: GraphOptions,
  number: SendingNumber,
  to: string,
  payload: OutboundPayload,
): Promise<SendResult> {
  if (!number.accessToken) {
    throw new ChannelSendError(
      `Business number ${number.phoneNumberId} has no access token.`,
      false,
    );
  }
  const url = `${graphBase(options)}/${encodeURIComponent(number.phoneNumberId)}/messages`;
  const answer = (await graphCall(options, url, number.accessToken, {
    method: 'POST',
    body: whatsAppMessageBody(payload, to),
  })) as { messages?: Array<{ id?: unknown }> } | null;
  const id = answer?.messages?.[0]?.id;
  return typeof id === 'string' ? { externalId: id } : {};
}

/**
 * Sends an approved template (for bulk sends) from `number` to `to`. Bulk sends that need retry and
 * throughput limits enqueue `templatePayload(...)` in the outbox instead.
 */
export function sendWhatsAppTemplate(
  options: GraphOptions,
  number: SendingNumber,
  to: string,
  template: { name: string; languageCode: string; components?: TemplateComponent[] },
): Promise<SendResult> {
  return sendWhatsAppMessage(
    options,
    number,
    to,
    templatePayload(template.name, template.languageCode, template.components),
  );
}

/** The WhatsApp Cloud API outbound adapter: each business number sends with its own token. */
export function createWhatsAppAdapter(options: GraphOptions): ChannelAdapter {
  return {
    async send(msg: OutboundMessage, number?: SendingNumber) {
      if (!number)
        throw new ChannelSendError(`Unknown business number ${msg.phoneNumberId}.`, false);
      return sendWhatsAppMessage(options, number, msg.to, msg.payload);
    },
  };
}

/** A Cloud API media object resolved and downloaded. */
export interface DownloadedMedia {
  data: Buffer;
  /** Content type the Graph API gave for the media. */
  mimeType: string;
}

/**
 * Resolves a Cloud API media id (`GET /{version}/{media-id}` -> `{ url, mime_type, file_size }`) and
 * downloads it from that url, both with the business number's bearer token. Refuses more than
 * `maxBytes` (announced or actually received). Throws ChannelSendError (retryable for network
 * failures, 429 and 5xx).
 */
export async function downloadWhatsAppMedia(
  options: GraphOptions,
  accessToken: string,
  mediaId: string,
  maxBytes: number,
): Promise<DownloadedMedia> {
  const meta = (await graphCall(
    options,
    `${graphBase(options)}/${encodeURIComponent(mediaId)}`,
    accessToken,
    { method: 'GET' },
  )) as { url?: unknown; mime_type?: unknown; file_size?: unknown } | null;
  if (typeof meta?.url !== 'string' || !/^https?:\/\//i.test(meta.url)) {
    throw new ChannelSendError('The Graph API gave no download url for the media.', false);
  }
  if (typeof meta.file_size === 'number' && meta.file_size > maxBytes) {
    throw new ChannelSendError(`The media is larger than the limit of ${maxBytes} bytes.`, false);
  }
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(meta.url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChannelSendError(`Media download failed: ${reason}`, true);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ChannelSendError(
      `Media download failed: HTTP ${response.status}`,
      response.status === 429 || response.status >= 500,
    );
  }
  const announced = Number(response.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body.cancel();
    throw new ChannelSendError(`The media is larger than the limit of ${maxBytes} bytes.`, false);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ChannelSendError(`The media is larger than the limit of ${maxBytes} bytes.`, false);
    }
    chunks.push(Buffer.from(value));
  }
  const mimeType =
    typeof meta.mime_type === 'string'
      ? meta.mime_type
      : (response.headers.get('content-type') ?? '');
  return { data: Buffer.concat(chunks), mimeType };
}
