/** Browser storage key of an agent's auto-response choice for a customer. */
function autoResponseKey(userId: number, customerId: number): string {
  return `atende.agentDesk.autoResponse.${userId}.${customerId}`;
}

/** The auto-response choice the agent left on for this customer (false when none was stored). */
export function readAutoResponse(userId: number, customerId: number): boolean {
  try {
    return localStorage.getItem(autoResponseKey(userId, customerId)) === 'on';
  } catch {
    return false;
  }
}

/** Keeps the auto-response choice across reloads, per agent and customer. */
export function writeAutoResponse(userId: number, customerId: number, on: boolean): void {
  try {
    if (on) localStorage.setItem(autoResponseKey(userId, customerId), 'on');
    else localStorage.removeItem(autoResponseKey(userId, customerId));
  } catch {
    // Storage unavailable (private mode quota): the choice lasts for this page only.
  }
}
