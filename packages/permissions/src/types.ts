/** One functionality with its level, as the server sends it (seed 000 §3, Functionality entry). */
export interface FunctionalityEntry {
  functionality_Name: string;
  functionality_Level: number;
}

/** The permissions object of `GET User_Data_Perm` (seed 000 §3, seed 001 §3), with the server's field names. */
export interface PermissionsObject {
  customer: unknown[];
  user_Function: FunctionalityEntry[];
  report: unknown[];
  channel: unknown[];
}

/** What the rules accept as a user's functionality list: absent (not loaded) counts as no rights. */
export type Entries = readonly FunctionalityEntry[] | null | undefined;
