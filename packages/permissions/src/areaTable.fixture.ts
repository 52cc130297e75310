// The expected access of every area at levels 0 to 4 (seed 000 §6, seed 001 §6), for the area tests.
import type { AreaName } from '@atende/contract';
import type { Access } from './areas';
import type { FunctionalityEntry } from './types';

/** Permissions with one functionality at one level. */
export const only = (
  functionality_Name: string,
  functionality_Level: number,
): FunctionalityEntry[] => [{ functionality_Name, functionality_Level }];

/** Expected access at levels 0, 1, 2, 3, 4. */
export type Row = [AreaName, string, [Access, Access, Access, Access, Access]];

const R = 'redirect' as const;
const H = 'hidden' as const;
const RO = 'read-only' as const;
const E = 'edit' as const;
/** One row per area: its functionality and the expected access at levels 0 to 4. */
export const table: Row[] = [
  // Seed 000 §6: operators redirect below 2, read-only at exactly 2; seed 001 §6 Operator form: User, level 2 or more.
  ['operators', 'User', [R, R, RO, E, E]],
  // Seed 001 §6 Dashboard: Painel, "shown only above level 1"; it is the fallback, so it hides.
  ['dashboard', 'Painel', [H, H, E, E, E]],
  // Seed 000 §6: campaigns redirect below 2, read-only at exactly 2.
  ['campaigns', 'Campaign', [R, R, RO, E, E]],
  // Seed 001 §6 Files: Campaign, level 2 or more; seed 001 §9 "exactly 2 is read-only".
  ['files', 'Campaign', [R, R, RO, E, E]],
  // Seed 001 §6 Groups: Attendence Group, level 2 or more else redirect; at exactly 2 buttons disabled.
  ['groups', 'Attendence Group', [R, R, RO, E, E]],
  // Seed 001 §6 Templates: Template, level 2 or more; at exactly 2 buttons disabled.
  ['templates', 'Template', [R, R, RO, E, E]],
  // Seed 001 §6 Flow: level 2 or more; at exactly 2 the editor buttons are disabled (read only).
  ['flows', 'Flow', [R, R, RO, E, E]],
  // Seed 000 §6: reports redirect below 2 (viewing only).
  ['reports', 'Report', [R, R, E, E, E]],
  // Seed 000 §6 / seed 001 §6 Bulk send: HSM, level 2 or more; seed 001 §9 read-only at exactly 2.
  ['hsm', 'HSM', [R, R, RO, E, E]],
  // Seed 000 §6: "reasons screens use Reasons and need level 2 or more; the client panel is the fallback".
  ['reasons', 'Reasons', [R, R, RO, E, E]],
  // Seed 000 §6: "Screens for attendance ... redirect to painelCliente when the level is below 2".
  ['attendance', 'Attendence', [R, R, E, E, E]],
  // Seed 001 §3 payments report (screen not shown); seed 001 §9 level 2 to view.
  ['payments', 'Payment', [R, R, E, E, E]],
];
