import type { AttFileSaveBody } from '@atende/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { attendanceGroups, attFiles, customers, fileGroups } from '../db/schema';
import type { FileStore } from '../files/types';
import { ApiError, badRequest, notFound } from '../http/errors';

type FileRow = typeof attFiles.$inferSelect;

/** The wire shape of a stored file (seed 001 §3 "File. file_Id, file_Name, file_Reference, enable, att_Group"). */
const fileShape = (f: FileRow, groups: number[]) => ({
  file_Id: f.id,
  file_Name: f.name,
  file_Reference: f.reference,
  enable: f.enable,
  att_Group: groups,
});

/** The last path segment of an address, decoded; null when it does not decode. */
function decodedSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * True when `reference` is, character for character, an address the file service gave for a file it
 * holds: http(s), built by the store itself from a key and a name (`store.urlFor`, so the host and
 * the `{fileBase}/hornitos/` path are the configured ones), and the store knows that key under that
 * name. `javascript:`, `data:`, other hosts, query strings and made-up keys all fail.
 */
async function isFileServiceAddress(store: FileStore, reference: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.search || url.hash) return false;
  const segments = url.pathname.split('/');
  const key = decodedSegment(segments.at(-2));
  const name = decodedSegment(segments.at(-1));
  if (!key || !name || store.urlFor(key, name) !== reference) return false;
  const info = await store.info(key);
  return info?.fileName === name;
}

/** A file name as saved: trimmed, not blank, one line (the agent's picker shows it on a button). */
function fileName(value: string): string {
  const text = value.trim();
  if (!text) throw badRequest('file_Name', 'file_Name must not be blank.');
  if (/[\t\n\r]/.test(text)) throw badRequest('file_Name', 'file_Name must be one line.');
  return text;
}

/** What `saveFile` needs besides the body. */
export interface FileSaveInput {
  customerId: number;
  body: AttFileSaveBody;
  actorId: number;
  store: FileStore;
}

/**
 * `POST Att_File_Update?Customer_Id` (seed 001 §7 "Att_File_Update?Customer_Id&Att_File", the file
 * object as a JSON body; docs/adr/0017 "Stored files"): `file_Id` 0 creates. The name is one line,
 * unique in the customer regardless of case (409); the reference an address the file service gave
 * (400; an update may keep the stored one as it is); the groups the customer's (400 `att_Group`).
 * An existing file must be the customer's (404). The groups are replaced and the audit row written
 * in the same transaction; saves of one customer run one at a time (its row is locked).
 */
export async function saveFile(db: Db, input: FileSaveInput) {
  const { body, customerId } = input;
  const name = fileName(body.file_Name);
  const groups = [...new Set(body.att_Group)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    let before: FileRow | undefined;
    let beforeGroups: number[] = [];
    if (body.file_Id !== 0) {
      [before] = await tx
        .select()
        .from(attFiles)
        .where(and(eq(attFiles.id, body.file_Id), eq(attFiles.customerId, customerId)));
      if (!before) throw notFound('File not found.');
      beforeGroups = (
        await tx
          .select({ id: fileGroups.groupId })
          .from(fileGroups)
          .where(eq(fileGroups.fileId, before.id))
          .orderBy(fileGroups.groupId)
      ).map((g) => g.id);
    }
    const keepsReference = before !== undefined && before.reference === body.file_Reference;
    if (!keepsReference && !(await isFileServiceAddress(input.store, body.file_Reference))) {
      throw badRequest(
        'file_Reference',
        'file_Reference must be an address the file service gave (upload the file first).',
      );
    }
    if (groups.length) {
      const found = await tx
        .select({ id: attendanceGroups.id })
        .from(attendanceGroups)
        .where(
          and(eq(attendanceGroups.customerId, customerId), inArray(attendanceGroups.id, groups)),
        );
      if (found.length !== groups.length) {
        throw badRequest('att_Group', "att_Group holds a group that is not one of the customer's.");
      }
    }
    const clash = await tx
      .select({ id: attFiles.id })
      .from(attFiles)
      .where(
        and(
          eq(attFiles.customerId, customerId),
          sql`lower(${attFiles.name}) = lower(${name})`,
          ne(attFiles.id, body.file_Id),
        ),
      )
      .limit(1);
    if (clash.length) {
      throw new ApiError(409, 'conflict', 'A file with this name exists.', 'file_Name');
    }
    const values = { name, reference: body.file_Reference, enable: body.enable };
    const [row] = before
      ? await tx.update(attFiles).set(values).where(eq(attFiles.id, before.id)).returning()
      : await tx
          .insert(attFiles)
          .values({ customerId, ...values })
          .returning();
    await tx.delete(fileGroups).where(eq(fileGroups.fileId, row!.id));
    if (groups.length) {
      await tx.insert(fileGroups).values(groups.map((groupId) => ({ fileId: row!.id, groupId })));
    }
    const after = fileShape(row!, groups);
    await recordAudit(tx, {
      customerId,
      actorId: input.actorId,
      entity: 'file',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? fileShape(before, beforeGroups) : null,
      after,
    });
    return after;
  });
}
