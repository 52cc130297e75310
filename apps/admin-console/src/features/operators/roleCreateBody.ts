// The body of a new role (seed 001 §6 "custom role creation"; §5 levels).
import type { FunctionalityCatalogEntry, RoleCreateBody } from '@atende/contract';

/**
 * `POST Functionality_List`'s body: the trimmed name, the creator's role as its father and the chosen
 * levels by catalogue entry (names the catalogue does not know are left out).
 */
export function roleCreateBody(
  name: string,
  levels: Record<string, number> | undefined,
  fatherRoleId: number,
  catalogue: readonly FunctionalityCatalogEntry[],
): RoleCreateBody {
  const byName = new Map(catalogue.map((f) => [f.functionality_name, f]));
  return {
    function_Name: name.trim(),
    // Seed 001 §6: "custom role creation, with the current user's role as its father".
    function_Father: fatherRoleId,
    // Seed 001 §5: "Level 0 entries are not sent".
    user_Functionality: Object.entries(levels ?? {})
      .filter(([, level]) => level > 0)
      .flatMap(([functionalityName, level]) => {
        const entry = byName.get(functionalityName);
        return entry
          ? [
              {
                functionality_id: entry.functionality_id,
                functionality_Level: level,
                functionality_Name: entry.functionality_name,
                functionality_abrev: entry.functionality_abrev,
              },
            ]
          : [];
      }),
  };
}
