/** A customer id as a number, or undefined when it is not a positive integer (query strings are accepted). */
export function toCustomerId(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The customer ids of a customer list as the server sends it (`customer_Id` of each customer). */
export function customerIdsOf(customers: readonly unknown[] | null | undefined): number[] {
  const ids: number[] = [];
  for (const customer of customers ?? []) {
    const id =
      customer && typeof customer === 'object'
        ? toCustomerId((customer as { customer_Id?: unknown }).customer_Id)
        : toCustomerId(customer);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * True when `customerId` is one of the user's customers (tenant isolation; seed 000 §1 and §6:
 * "A user has access to one or several customers"). An invalid or missing id never has access.
 */
export function hasAccessToCustomer(
  customerIds: Iterable<unknown> | null | undefined,
  customerId: unknown,
): boolean {
  const wanted = toCustomerId(customerId);
  if (wanted === undefined || !customerIds) return false;
  for (const id of customerIds) if (toCustomerId(id) === wanted) return true;
  return false;
}
