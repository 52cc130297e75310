import type { CampaignSaveBody } from '@atende/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { campaignOf } from '../catalog/queries';
import type { Db } from '../db/client';
import { campaigns, customerChannels, flows } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

type CampaignRow = typeof campaigns.$inferSelect;

/**
 * `POST Campaign_Update` (docs/adr/0017; campaign 0 creates): a name, an empty flow name or one of the
 * customer's flows (400 flow_Name), a channel of the customer (400 channel_Id), start before end (400
 * end_DateTime), resend hours 0 to 720 (the schema; seed 001 §9 "Campaign resend interval is in
 * hours"). An existing campaign must be the customer's (404). Audited in the same transaction.
 */
export async function saveCampaign(db: Db, body: CampaignSaveBody, actorId: number) {
  const name = body.campaign_Name.trim();
  if (!name) throw badRequest('campaign_Name', 'campaign_Name must not be blank.');
  const flowName = body.flow_Name.trim();
  const startAt = new Date(body.start_DateTime);
  const endAt = new Date(body.end_DateTime);
  if (Number.isNaN(startAt.getTime()))
    throw badRequest('start_DateTime', 'start_DateTime is not a date.');
  if (Number.isNaN(endAt.getTime()))
    throw badRequest('end_DateTime', 'end_DateTime is not a date.');
  if (startAt >= endAt)
    throw badRequest('end_DateTime', 'end_DateTime must be after start_DateTime.');
  return db.transaction(async (tx) => {
    if (flowName) {
      const flow = await tx
        .select({ id: flows.id })
        .from(flows)
        .where(and(eq(flows.customerId, body.customer_Id), eq(flows.name, flowName)))
        .limit(1);
      if (!flow.length)
        throw badRequest('flow_Name', "flow_Name is not one of the customer's flows.");
    }
    const channel = await tx
      .select({ id: customerChannels.channelId })
      .from(customerChannels)
      .where(
        and(
          eq(customerChannels.customerId, body.customer_Id),
          eq(customerChannels.channelId, body.channel_Id),
        ),
      );
    if (!channel.length)
      throw badRequest('channel_Id', "channel_Id is not one of the customer's channels.");
    const values = {
      name,
      flowName,
      channelId: body.channel_Id,
      startAt,
      endAt,
      resendHours: body.resend_Interval,
      ...(body.campaign_Message !== undefined ? { message: body.campaign_Message.trim() } : {}),
    };
    let before: CampaignRow | undefined;
    let row: CampaignRow | undefined;
    if (body.campaign_Id === 0) {
      [row] = await tx
        .insert(campaigns)
        .values({ customerId: body.customer_Id, ...values })
        .returning();
    } else {
      [before] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, body.campaign_Id), eq(campaigns.customerId, body.customer_Id)))
        .for('update');
      if (!before) throw notFound('Campaign not found.');
      [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, before.id)).returning();
    }
    await recordAudit(tx, {
      customerId: body.customer_Id,
      actorId,
      entity: 'campaign',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? campaignOf(before) : null,
      after: campaignOf(row!),
    });
    return campaignOf(row!);
  });
}
