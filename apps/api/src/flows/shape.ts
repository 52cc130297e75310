import type { Flow, FlowSavedBy, FlowStep } from '@atende/contract';
import type { flows, users } from '../db/schema';

type FlowRow = typeof flows.$inferSelect;

/** A flow's fields as the wire names them (seed 001 §3 Flow), with its version, without steps. */
export function flowFieldsOf(f: FlowRow): Omit<Flow, 'steps'> & { flow_Version: number } {
  return {
    flow_Id: f.id,
    flow_Name: f.name,
    channel_Id: f.channelId,
    initial_Step_Id: f.initialStepId,
    identify_Initial_Message: f.identifyInitialMessage,
    start_DateTime: f.startAt.toISOString(),
    end_DateTime: f.endAt ? f.endAt.toISOString() : null,
    exit_String: f.exitString,
    exit_Message: f.exitMessage,
    customer_Id: f.customerId,
    flow_Version: f.version,
  };
}

/** Who saved a version: login and name, or empty texts for a version saved before versions existed. */
export function savedByOf(
  user: Pick<typeof users.$inferSelect, 'login' | 'name'> | null | undefined,
): FlowSavedBy {
  return { user_Login: user?.login ?? '', user_Name: user?.name ?? '' };
}

/**
 * The steps stored as JSON texts (one per `flow_steps` row, or one array per version), parsed. The
 * texts were written by this server from validated bodies.
 */
export function parseSteps(texts: readonly string[]): FlowStep[] {
  return texts.map((text) => JSON.parse(text) as FlowStep);
}
