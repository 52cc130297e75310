import type { AreaName } from '@atende/contract';
import type { AuthenticatedAccess, CustomerField, LevelRule, PublicAccess } from './types';

/** The customer is named by this query field (the usual case: `Customer_Id`). */
export const customerField = (field = 'Customer_Id'): CustomerField => ({ in: 'query', field });

/** The screen area may be opened (level 2+): what reading its data needs. */
export const opens = (area: AreaName): LevelRule => ({ area, mode: 'open' });

/**
 * The screen area may be changed (level 3+, never at the read-only level 2): the manager calls' rule.
 * @public for the console's write routes (seed 001 §7), next to `opens`.
 */
export const edits = (area: AreaName): LevelRule => ({ area, mode: 'edit' });

/** The agent's work: the attendance screen opens (Attendence level 2+). */
export const AGENT_WORK: LevelRule = opens('attendance');

/** Declares a route that needs a bearer token. */
export function authenticated(access: Omit<AuthenticatedAccess, 'kind'>): {
  access: AuthenticatedAccess;
} {
  return { access: { kind: 'authenticated', ...access } };
}

/** Declares a route that takes no bearer token; `why` says what protects it instead. */
export function publicRoute(why: string): { access: PublicAccess } {
  return { access: { kind: 'public', why } };
}
