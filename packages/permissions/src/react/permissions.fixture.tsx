// Permission objects and a read-only probe for the React bindings' tests.
import type { PermissionsObject } from '../types';
import { useReadOnly } from './index';

/** A permissions object of customer 1 with these functionality levels. */
export const perms = (entries: Record<string, number>): PermissionsObject => ({
  customer: [{ customer_Id: 1 }],
  user_Function: Object.entries(entries).map(([functionality_Name, functionality_Level]) => ({
    functionality_Name,
    functionality_Level,
  })),
  report: [],
  channel: [],
});

/** Shows whether the area around it is read-only. */
export function ReadOnlyProbe() {
  return <span data-testid="probe">{useReadOnly() ? 'read-only' : 'editable'}</span>;
}
