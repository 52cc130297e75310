/**
 * Functionality names exactly as the server spells them (seed 000 §6, seed 001 §6).
 * Note the server's spelling "Attendence".
 */
export const Functionality = {
  Painel: 'Painel',
  Attendence: 'Attendence',
  Campaign: 'Campaign',
  User: 'User',
  AttendenceGroup: 'Attendence Group',
  Report: 'Report',
  Flow: 'Flow',
  Template: 'Template',
  HSM: 'HSM',
  Payment: 'Payment',
  Reasons: 'Reasons',
} as const;

/** One of the eleven functionality names of the specifications. */
export type FunctionalityName = (typeof Functionality)[keyof typeof Functionality];

/** Every functionality name, in the order seed 000 §6 lists them. */
export const FUNCTIONALITIES: readonly FunctionalityName[] = Object.freeze(
  Object.values(Functionality),
);

/**
 * The fixed order of a role's `user_Functions` levels (seed 001 §3, Role):
 * flow, report, campaign, attendence, user, payment.
 */
export const ROLE_FUNCTION_ORDER: readonly FunctionalityName[] = Object.freeze([
  Functionality.Flow,
  Functionality.Report,
  Functionality.Campaign,
  Functionality.Attendence,
  Functionality.User,
  Functionality.Payment,
]);

/** True when `name` is one of the functionality names of the specifications (exact spelling). */
export function isFunctionalityName(name: unknown): name is FunctionalityName {
  return typeof name === 'string' && (FUNCTIONALITIES as readonly string[]).includes(name);
}
