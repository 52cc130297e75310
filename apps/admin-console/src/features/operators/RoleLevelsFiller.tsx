import { useSession } from '@atende/api-client';
import { adminQueries } from '@atende/api-client/query';
import type { Entries } from '@atende/permissions';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import { useEffect, useRef } from 'react';
import { ceilingOf } from './operatorLevels';

/**
 * Inside the operator form: when the user picks another role, the access levels take that role's
 * levels (`User_Func_List/GetById`), each capped at the current user's own (seed 000 §5), as a
 * starting point the user may still change. The role the form opened with changes nothing, so an
 * existing operator's own levels stay as loaded.
 */
export function RoleLevelsFiller({ creatorEntries }: { creatorEntries: Entries }) {
  const form = Form.useFormInstance();
  const roleId = Form.useWatch('roleId', form) as number | undefined;
  const client = useQueryClient();
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  const first = useRef<number | undefined | null>(null);
  useEffect(() => {
    // The first role seen (the one the form opened with) is the baseline.
    if (first.current === null || first.current === undefined) {
      first.current = roleId;
      return;
    }
    if (roleId === undefined || roleId === first.current) return;
    first.current = roleId;
    let active = true;
    client
      .fetchQuery(adminQueries.roleFunctionalities(customerId, roleId))
      .then((functions) => {
        if (!active) return;
        const levels: Record<string, number> = {};
        for (const f of functions) {
          levels[f.functionality_Name] = Math.min(
            f.functionality_Level,
            ceilingOf(creatorEntries, f.functionality_Name),
          );
        }
        form.setFieldValue('levels', levels);
      })
      .catch((error: unknown) => console.warn("The role's levels could not be loaded.", error));
    return () => {
      active = false;
    };
  }, [roleId, client, customerId, creatorEntries, form]);
  return null;
}
