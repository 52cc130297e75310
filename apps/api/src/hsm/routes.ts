import {
  HsmSendAnswerSchema,
  HsmSendBodySchema,
  HsmStatusRowSchema,
} from '@atende/contract/schemas';
import { Type } from '@sinclair/typebox';
import { authenticated, customerField, edits, opens } from '../access/declare';
import type { DomainPlugin } from '../http/domain';
import { errorResponses, Id, ListOf } from '../http/schemas';
import { queueHsmSend } from './queue';
import { listHsmStatus, retryHsmSend } from './status';
import { readHsmSend } from './validate';

const tags = ['hsm'];

/** The import a status list is about: the uuid the console made for its file. */
const ImportId = Type.String({
  format: 'uuid',
  maxLength: 36,
  description: 'Import id (uuid)',
  examples: ['0b7c4a52-8f3e-4d8a-9a43-3c1f2e6a7b10'],
});

/**
 * Bulk template sending (seed 001 §2 "Bulk send", §7 "Bulk sending", §9; docs/adr/0020): the seed's
 * `Hsm_Send`, and of ours `Hsm_Status` (each row's state) and `Hsm_Retry` (a failed row again).
 */
export const hsmPlugin: DomainPlugin = async (app, { ctx }) => {
  const base = ctx.config.apiBase;

  app.post(
    `${base}/Hsm_Send`,
    {
      config: authenticated({
        customer: { in: 'body', field: 'customer_id' },
        level: edits('hsm'),
      }),
      schema: {
        tags,
        summary:
          'Queues one row of a bulk template send (seed 001 §7); the same customer_id, import_id and row again answers the first with duplicate: true',
        body: HsmSendBodySchema,
        response: { 200: HsmSendAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const input = await readHsmSend(ctx.db, request.body);
      return queueHsmSend(ctx, input, request.caller.userId);
    },
  );

  app.get(
    `${base}/Hsm_Status`,
    {
      config: authenticated({ customer: customerField(), level: opens('hsm') }),
      schema: {
        tags,
        summary: 'The state of every sent row of one import (queued, sent, delivered, failed)',
        querystring: Type.Object({ Customer_Id: Id('Customer id'), Import_Id: ImportId }),
        response: { 200: ListOf(HsmStatusRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return listHsmStatus(ctx.db, q.Customer_Id, q.Import_Id);
    },
  );

  app.post(
    `${base}/Hsm_Retry`,
    {
      config: authenticated({ customer: customerField(), level: edits('hsm') }),
      schema: {
        tags,
        summary: 'Sends a failed row again (409 unless it failed)',
        querystring: Type.Object({ Customer_Id: Id('Customer id'), Hsm_Id: Id('Bulk-sent row') }),
        response: { 200: HsmSendAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return retryHsmSend(ctx, q.Customer_Id, q.Hsm_Id);
    },
  );
};
