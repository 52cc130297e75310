import { notify, queueAudience, toHubMessage } from '../attendance/events';
import type { AppContext } from '../context';
import { publishDashboardChanged } from '../dashboard/events';
import { NewAttFlag } from '../realtime/types';
import type { Handoff } from './handoff';

/** What a committed bot turn tells the others: the customer whose dashboard changed, a hand-off. */
export interface Announced {
  customerId: number;
  handoff: Handoff | null;
}

/** After the commit: the outbox looks for the bot's messages, the dashboard and the queue hear of it. */
export async function announce(ctx: AppContext, turn: Announced, phone: string): Promise<void> {
  ctx.outbound.nudge();
  await publishDashboardChanged(ctx.bus, turn.customerId);
  const handoff = turn.handoff;
  if (!handoff) return;
  const audience = await queueAudience(ctx.db, turn.customerId, handoff.groupId);
  await notify(
    ctx.bus,
    turn.customerId,
    audience,
    NewAttFlag.Waiting,
    phone,
    handoff.thread.map(toHubMessage),
    handoff.row,
  );
}
