// The hub's deliveries in batches (issue 21): the events queued while one delivery ran are sent
// together, with one session re-check per customer instead of one per event.
import { invocationRecord } from './hubProtocol';
import { userIdsOf, type HubAudience, type HubEventDefinition } from './hubEvents';
import type { HubSocket } from './hubSocket';
import type { Subscriptions, Target } from './hubSubscriptions';
import type { BusEvent } from './types';

/** What a batch needs of the dispatcher. */
export interface BatchOptions {
  subscriptions: Subscriptions;
  isClosing(): boolean;
}

/** One event to send with the audience its table row declares. */
export interface Delivery {
  definition: HubEventDefinition;
  event: BusEvent;
}

/** Most events one re-check pass covers (a burst waits in batches of this size). */
export const MAX_BATCH = 200;

/** The connections a delivery is for, before any re-check. */
function targetsOf({ definition, event }: Delivery, subscriptions: Subscriptions): Target[] {
  return definition.audience.to === 'users'
    ? subscriptions.forUsers(event.customerId, userIdsOf(event))
    : subscriptions.forCustomer(event.customerId);
}

/** The targets of several deliveries, each connection once, by customer. */
function targetsByCustomer(picked: readonly Target[][], deliveries: readonly Delivery[]) {
  const byCustomer = new Map<number, Map<HubSocket, Target>>();
  picked.forEach((targets, index) => {
    const { customerId } = deliveries[index]!.event;
    let unique = byCustomer.get(customerId);
    if (!unique) byCustomer.set(customerId, (unique = new Map()));
    for (const target of targets) if (!unique.has(target.socket)) unique.set(target.socket, target);
  });
  return byCustomer;
}

/**
 * Sends a run of queued events, in order, to the connections their audiences admit. The sessions
 * are re-checked once per customer for the whole run (ADR 0010), and each customer-wide audience's
 * filter asked once per customer, after every event of the run was published: the same freshness as
 * a re-check per event, with one query per customer instead of one per event in a burst (issue 21).
 */
export async function sendBatch(
  deliveries: readonly Delivery[],
  { subscriptions, isClosing }: BatchOptions,
): Promise<void> {
  const picked = deliveries.map((delivery) => targetsOf(delivery, subscriptions));
  const allowed = new Set<HubSocket>();
  for (const [customerId, unique] of targetsByCustomer(picked, deliveries)) {
    // A customer with no connection on this instance (each instance gets every bus event): no query.
    if (unique.size === 0) continue;
    for (const target of await subscriptions.recheck(customerId, [...unique.values()]))
      allowed.add(target.socket);
  }
  const admitted = await admittedByAudience(deliveries, picked, allowed);
  if (isClosing()) return;
  deliveries.forEach(({ definition, event }, index) => {
    const filter = admitted.get(event.customerId)?.get(definition.audience);
    const receivers = picked[index]!.filter(
      (target) =>
        allowed.has(target.socket) &&
        subscriptions.isCurrent(target) &&
        (definition.audience.to === 'users' || filter?.has(target.socket) === true),
    );
    if (receivers.length === 0) return;
    const record = invocationRecord(definition.name, definition.args(event));
    for (const { socket } of receivers) socket.send(record);
  });
}

/** Per customer and customer-wide audience: the re-checked connections its filter admits. */
async function admittedByAudience(
  deliveries: readonly Delivery[],
  picked: readonly Target[][],
  allowed: ReadonlySet<HubSocket>,
) {
  const asked = new Map<number, Map<HubAudience, Set<HubSocket>>>();
  for (const [index, { definition, event }] of deliveries.entries()) {
    const { audience } = definition;
    if (audience.to !== 'customer') continue;
    let byAudience = asked.get(event.customerId);
    if (!byAudience) asked.set(event.customerId, (byAudience = new Map()));
    if (byAudience.has(audience)) continue;
    const sockets = [...new Set(picked[index]!.map((t) => t.socket))].filter((s) => allowed.has(s));
    const verdicts = sockets.length
      ? await audience.admits(
          event.customerId,
          sockets.map((socket) => socket.user),
        )
      : [];
    byAudience.set(audience, new Set(sockets.filter((_, i) => verdicts[i] === true)));
  }
  return asked;
}
