import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { attendanceGroups, customers, messageTemplates, templateGroups } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';

type TemplateRow = typeof messageTemplates.$inferSelect;

/** The wire shape of a template for managers (seed 001 §3 "Message template"): groups sorted by id. */
const templateShape = (t: TemplateRow, groupIds: readonly number[]) => ({
  message_Id: t.id,
  message_Template_Name: t.name,
  message_Template: t.template,
  enable: t.enable,
  att_Group: [...groupIds].sort((a, b) => a - b),
});

/** The group ids of each template, by template id. */
async function groupsOf(db: Db, templateIds: readonly number[]): Promise<Map<number, number[]>> {
  const byTemplate = new Map<number, number[]>();
  if (!templateIds.length) return byTemplate;
  const links = await db
    .select()
    .from(templateGroups)
    .where(inArray(templateGroups.templateId, [...templateIds]));
  for (const link of links) {
    byTemplate.set(link.templateId, [...(byTemplate.get(link.templateId) ?? []), link.groupId]);
  }
  return byTemplate;
}

/**
 * `GET Message_Template_List` (seed 001 §7): every template of the customer, the disabled ones too
 * (the agent's `Message_Template_User_List` keeps the enabled ones of their groups), by id.
 */
export async function listCustomerTemplates(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.customerId, customerId))
    .orderBy(asc(messageTemplates.id));
  const groups = await groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => templateShape(r, groups.get(r.id) ?? []));
}

/** The query of `Message_Template_Update` as the route validated it. */
export interface TemplateSaveInput {
  customerId: number;
  messageId: number;
  name: string;
  message: string;
  enable: boolean;
  groupIds: readonly number[];
  actorId: number;
}

/** The name as saved: trimmed, not blank, one line (the desk's picker lists it). */
function templateName(value: string): string {
  const name = value.trim();
  if (!name) throw badRequest('Message_Template_Name', 'Message_Template_Name must not be blank.');
  if (/[\t\n\r]/.test(name)) {
    throw badRequest('Message_Template_Name', 'Message_Template_Name must be one line.');
  }
  return name;
}

/**
 * `GET Message_Template_Update` (seed 001 §7; `Message_Id` 0 creates): a name unique in the customer
 * regardless of case (409), a text that is not blank (line breaks kept), groups of the customer (400
 * `att_Group`, the same for another customer's group as for none), an existing template of the
 * customer (404). The template's groups are replaced and the audit row written in the same
 * transaction; saves of one customer run one at a time (its row is locked).
 */
export async function saveTemplate(db: Db, input: TemplateSaveInput) {
  const name = templateName(input.name);
  if (!input.message.trim()) {
    throw badRequest('Message_Template', 'Message_Template must not be blank.');
  }
  const groupIds = [...new Set(input.groupIds)];
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    if (groupIds.length) {
      const own = await tx
        .select({ id: attendanceGroups.id })
        .from(attendanceGroups)
        .where(
          and(
            eq(attendanceGroups.customerId, input.customerId),
            inArray(attendanceGroups.id, groupIds),
          ),
        );
      if (own.length !== groupIds.length) {
        throw badRequest('att_Group', 'att_Group names a group that is not of this customer.');
      }
    }
    let before: ReturnType<typeof templateShape> | undefined;
    if (input.messageId !== 0) {
      const [row] = await tx
        .select()
        .from(messageTemplates)
        .where(
          and(
            eq(messageTemplates.id, input.messageId),
            eq(messageTemplates.customerId, input.customerId),
          ),
        );
      if (!row) throw notFound('Template not found.');
      before = templateShape(row, (await groupsOf(tx, [row.id])).get(row.id) ?? []);
    }
    const clash = await tx
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(
        and(
          eq(messageTemplates.customerId, input.customerId),
          sql`lower(${messageTemplates.name}) = lower(${name})`,
          ne(messageTemplates.id, input.messageId),
        ),
      )
      .limit(1);
    if (clash.length) {
      throw new ApiError(
        409,
        'conflict',
        'A template with this name exists.',
        'Message_Template_Name',
      );
    }
    const values = { name, template: input.message, enable: input.enable };
    const [row] = before
      ? await tx
          .update(messageTemplates)
          .set(values)
          .where(eq(messageTemplates.id, input.messageId))
          .returning()
      : await tx
          .insert(messageTemplates)
          .values({ customerId: input.customerId, ...values })
          .returning();
    await tx.delete(templateGroups).where(eq(templateGroups.templateId, row!.id));
    if (groupIds.length) {
      await tx
        .insert(templateGroups)
        .values(groupIds.map((groupId) => ({ templateId: row!.id, groupId })));
    }
    const after = templateShape(row!, groupIds);
    await recordAudit(tx, {
      customerId: input.customerId,
      actorId: input.actorId,
      entity: 'template',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ?? null,
      after,
    });
    return after;
  });
}
