/** Role ids named in the specifications (seed 000 §1, seed 001 §3 Role). */
export const Role = {
  SystemAdministrator: 1,
  SystemAccount: 2,
  CustomerAdministrator: 3,
  CustomerAccount: 4,
  StoreAdministrator: 5,
  StoreAccount: 6,
  StoreAgent: 7,
} as const;

/** A role id, 1 to 7. */
export type RoleId = (typeof Role)[keyof typeof Role];

/** The role names as the specifications write them, by role id. */
export const ROLE_NAMES: Readonly<Record<RoleId, string>> = Object.freeze({
  1: 'system administrator',
  2: 'system account',
  3: 'customer administrator',
  4: 'customer account',
  5: 'store administrator',
  6: 'store account',
  7: 'store agent',
});

/** True when `id` is one of the seven role ids. */
export function isRoleId(id: unknown): id is RoleId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 7;
}

/** The role name of a role id, or undefined for an id the specifications do not name (custom roles). */
export function roleName(id: unknown): string | undefined {
  return isRoleId(id) ? ROLE_NAMES[id] : undefined;
}
