import { ChannelSendError } from './types';
import { DEFAULT_TIMEOUT_MS, graphBase, graphCall, type GraphOptions } from './whatsapp-graph';

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
