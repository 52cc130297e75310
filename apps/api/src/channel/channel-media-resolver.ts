import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channelNumbers } from '../db/schema';
import { endingOf, formatForMimeType } from '../files/formats';
import type { FileStore } from '../files/types';
import { sanitiseFileName } from '../files/validate';
import { createFileStoreMediaResolver } from './file-media-resolver';
import type { GraphOptions } from './whatsapp-graph';
import { downloadWhatsAppMedia } from './whatsapp-media';
import { ChannelSendError, type MediaResolver } from './types';

/** What `createChannelMediaResolver` needs. */
export interface ChannelMediaResolverOptions {
  db: Db;
  fileStore: FileStore;
  graph: GraphOptions;
  /** Largest media stored (the upload limit). */
  maxBytes: number;
  /** Pause before the one retry of a failed download (default 300 ms). */
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves inbound media by the receiving number's adapter: for a `whatsapp` number the Cloud API
 * media id is resolved and downloaded with the number's token (one retry on a retryable failure),
 * checked like an upload (accepted kind, first bytes, size) and stored in the file store; the
 * address is the stored file's. For `simulator` numbers the media id is a file-store key (the
 * simulator uploads first). Throws when the media cannot be had; the caller keeps the message.
 */
export function createChannelMediaResolver(options: ChannelMediaResolverOptions): MediaResolver {
  const fromStore = createFileStoreMediaResolver(options.fileStore);
  return {
    async resolve(media, kind, context) {
      const [number] = context
        ? await options.db
            .select()
            .from(channelNumbers)
            .where(eq(channelNumbers.phoneNumberId, context.phoneNumberId))
        : [];
      if (!number || number.adapter !== 'whatsapp') return fromStore.resolve(media, kind);
      if (!number.accessToken) {
        throw new ChannelSendError(
          `Business number ${number.phoneNumberId} has no access token.`,
          false,
        );
      }
      const token = number.accessToken;
      const download = () =>
        downloadWhatsAppMedia(options.graph, token, media.id, options.maxBytes);
      let downloaded;
      try {
        downloaded = await download();
      } catch (error) {
        if (!(error instanceof ChannelSendError) || !error.retryable) throw error;
        await sleep(options.retryDelayMs ?? 300);
        downloaded = await download();
      }
      const format =
        formatForMimeType(downloaded.mimeType) ?? formatForMimeType(media.mimeType ?? '');
      if (!format) {
        throw new ChannelSendError(
          `Media of type "${downloaded.mimeType.slice(0, 80)}" is not accepted.`,
          false,
        );
      }
      if (downloaded.data.length === 0 || !format.sniff(downloaded.data)) {
        throw new ChannelSendError(`The media content is not a ${format.ending} file.`, false);
      }
      const given = media.fileName ? sanitiseFileName(media.fileName) : '';
      const base = given || sanitiseFileName(`${kind}-${media.id}`);
      const fileName = format.endings.includes(endingOf(base))
        ? base
        : sanitiseFileName(`${base}.${format.ending}`);
      const saved = await options.fileStore.save({
        data: downloaded.data,
        fileName,
        mimeType: format.mimeType,
        originalName: media.fileName ?? fileName,
      });
      return saved.url;
    },
  };
}
