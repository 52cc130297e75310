import { isCampaignActive } from '@atende/contract';
import { and, asc, eq, exists, inArray, not, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flowFieldsOf } from '../flows/shape';
import {
  attFiles,
  attendanceGroups,
  campaigns,
  completionCodes,
  fileGroups,
  flows,
  messageTemplates,
  reasons,
  subReasons,
  templateGroups,
  userGroups,
} from '../db/schema';

/** Closing reasons (seed 000 section 3). */
export async function listReasons(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(reasons)
    .where(eq(reasons.customerId, customerId))
    .orderBy(asc(reasons.id));
  return rows.map((r) => ({ reason_id: r.id, reason_description: r.description }));
}

/** Closing sub-reasons with their parent reason. */
export async function listSubReasons(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(subReasons)
    .where(eq(subReasons.customerId, customerId))
    .orderBy(asc(subReasons.id));
  return rows.map((r) => ({
    sub_reason_Id: r.id,
    sub_reason_description: r.description,
    reason_id: r.reasonId,
  }));
}

/** Completion codes (status toggle buttons of the close dialog). */
export async function listCompletionCodes(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(completionCodes)
    .where(eq(completionCodes.customerId, customerId))
    .orderBy(asc(completionCodes.id));
  return rows.map((r) => ({ completion_Id: r.id, completion_Description: r.description }));
}

/** Attendance groups of a customer. */
export async function listGroups(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(attendanceGroups)
    .where(eq(attendanceGroups.customerId, customerId))
    .orderBy(asc(attendanceGroups.id));
  return rows.map((g) => ({
    attendence_Group_Id: g.id,
    attendence_Group_Name: g.name,
    attendence_Channel_Id: g.channelId,
    enable: g.enable,
  }));
}

async function myGroupIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userGroups.groupId })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.active, true)));
  return rows.map((r) => r.id);
}

/** Enabled templates offered to the user: those with no group, or one of the user's groups. */
export async function listTemplatesForUser(db: Db, customerId: number, userId: number) {
  const groups = await myGroupIds(db, userId);
  const anyGroup = db
    .select()
    .from(templateGroups)
    .where(eq(templateGroups.templateId, messageTemplates.id));
  const offered = groups.length
    ? or(
        not(exists(anyGroup)),
        exists(
          db
            .select()
            .from(templateGroups)
            .where(
              and(
                eq(templateGroups.templateId, messageTemplates.id),
                inArray(templateGroups.groupId, groups),
              ),
            ),
        ),
      )
    : not(exists(anyGroup));
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(
      and(eq(messageTemplates.customerId, customerId), eq(messageTemplates.enable, true), offered),
    )
    .orderBy(asc(messageTemplates.id));
  return rows.map((t) => ({
    message_Id: t.id,
    message_Template_Name: t.name,
    message_Template: t.template,
  }));
}

/**
 * Stored files offered to the user (the agent's attachment picker): enabled, with no group (offered to
 * every group, as templates) or one of the user's groups. The console's list is `listManagedFiles`.
 */
export async function listFilesForUser(db: Db, customerId: number, userId: number) {
  const groups = await myGroupIds(db, userId);
  const anyGroup = db.select().from(fileGroups).where(eq(fileGroups.fileId, attFiles.id));
  const offered = groups.length
    ? or(
        not(exists(anyGroup)),
        exists(
          db
            .select()
            .from(fileGroups)
            .where(and(eq(fileGroups.fileId, attFiles.id), inArray(fileGroups.groupId, groups))),
        ),
      )
    : not(exists(anyGroup));
  const rows = await db
    .select()
    .from(attFiles)
    .where(and(eq(attFiles.customerId, customerId), eq(attFiles.enable, true), offered))
    .orderBy(asc(attFiles.id));
  return withGroups(db, rows);
}

/** Every stored file of a customer, disabled ones too, with its groups (the console's file list). */
export async function listManagedFiles(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(attFiles)
    .where(eq(attFiles.customerId, customerId))
    .orderBy(asc(attFiles.id));
  return withGroups(db, rows);
}

/** Files in their wire shape (seed 001 §3 "File. file_Id, file_Name, file_Reference, enable, att_Group"). */
async function withGroups(db: Db, rows: (typeof attFiles.$inferSelect)[]) {
  const links = rows.length
    ? await db
        .select()
        .from(fileGroups)
        .where(
          inArray(
            fileGroups.fileId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(fileGroups.groupId))
    : [];
  return rows.map((f) => ({
    file_Id: f.id,
    file_Name: f.name,
    file_Reference: f.reference,
    enable: f.enable,
    att_Group: links.filter((l) => l.fileId === f.id).map((l) => l.groupId),
  }));
}

/** Flows of a customer; `activeOnly` keeps the active ones. Oldest first (the client reverses). */
export async function listFlows(db: Db, customerId: number, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(flows)
    .where(
      activeOnly
        ? and(eq(flows.customerId, customerId), eq(flows.active, true))
        : eq(flows.customerId, customerId),
    )
    .orderBy(asc(flows.id));
  return rows.map(flowFieldsOf);
}

/** A campaign row as `Campaign_List` answers it, with `active` = now between start and end (seed 000 §4). */
export function campaignOf(c: typeof campaigns.$inferSelect, now = new Date()) {
  return {
    campaign_Id: c.id,
    campaign_Name: c.name,
    flow_Name: c.flowName,
    channel_Id: c.channelId,
    start_DateTime: c.startAt.toISOString(),
    end_DateTime: c.endAt.toISOString(),
    resend_Interval: c.resendHours,
    campaign_Message: c.message,
    active: isCampaignActive(
      { start_DateTime: c.startAt.toISOString(), end_DateTime: c.endAt.toISOString() },
      now,
    ),
  };
}

/** Campaigns of a customer, with whether each is active now (seed 000 section 4). */
export async function listCampaigns(db: Db, customerId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.customerId, customerId))
    .orderBy(asc(campaigns.id));
  return rows.map((c) => campaignOf(c, now));
}
