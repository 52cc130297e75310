import type { UploadAnswer } from '@atende/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError } from 'fastify';
import type { ApiConfig } from '../config';
import { ACCEPTED_FILE_ENDINGS } from '@atende/contract';
import { UploadLimitsSchema } from '@atende/contract/schemas';
import { serveFile } from './serve';
import type { FileStore } from './types';
import { base64BodyLimit, uploadErrorHandler, uploadSchema } from './upload';
import { validateUpload } from './validate';
import { AGENT_WORK, authenticated, opens, publicRoute } from '../access/declare';

/** What `filesPlugin` needs. */
export interface FileRoutesOptions {
  store: FileStore;
  config: Pick<ApiConfig, 'fileBase' | 'maxUploadBytes'>;
}

/**
 * The file service, as a plugin typed by its schemas: `POST {fileBase}/hornitos/` (bearer token)
 * stores an upload and answers `{ url, file_Name, format }`; `GET {fileBase}/hornitos/:key/:name`
 * serves it publicly (the random key is the capability: media tags cannot send a token), with Range
 * support.
 */
export const filesPlugin: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (app, options) => {
  const { store, config } = options;
  const prefix = `${config.fileBase}/hornitos`;

  app.post(
    `${prefix}/`,
    {
      config: authenticated({
        customer: null,
        level: [AGENT_WORK, opens('files'), opens('templates')],
      }),
      bodyLimit: base64BodyLimit(config.maxUploadBytes),
      attachValidation: true,
      schema: uploadSchema,
      errorHandler: uploadErrorHandler,
    },
    async (request): Promise<UploadAnswer> => {
      if (request.validationError) uploadErrorHandler(request.validationError as FastifyError);
      const upload = validateUpload(request.body, config.maxUploadBytes);
      const saved = await store.save({
        data: upload.data,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        originalName: upload.originalName,
      });
      return { url: saved.url, file_Name: saved.fileName, format: upload.ending };
    },
  );

  app.get(
    `${prefix}/limits`,
    {
      config: authenticated({
        customer: null,
        level: [AGENT_WORK, opens('files'), opens('templates')],
      }),
      schema: {
        summary: 'The upload limits in force: the largest file and the accepted endings',
        tags: ['files'],
        response: { 200: UploadLimitsSchema },
      },
    },
    // The deployment's MAX_UPLOAD_BYTES reaches the client here instead of being written twice.
    async () => ({ max_Bytes: config.maxUploadBytes, endings: [...ACCEPTED_FILE_ENDINGS] }),
  );

  app.get(
    `${prefix}/:key/:name`,
    {
      config: publicRoute(
        'the random key in the address is the capability: media tags send no token',
      ),
      schema: {
        summary: 'Download a stored file',
        tags: ['files'],
        params: Type.Object({ key: Type.String(), name: Type.String() }),
      },
    },
    (request, reply) => serveFile(store, request.params, request.headers.range, reply),
  );
};
