import { listActiveAttendances, sessionStore } from '@atende/api-client';
import { useEffect } from 'react';
import { startInactivityMonitor } from './inactivityMonitor';

/** True when the agent has active services in the current customer (`User_Att_Active_List`). */
async function hasActiveServices(): Promise<boolean> {
  const customerId = sessionStore.getState().currentCustomerId;
  if (customerId === null) return false;
  const services = await listActiveAttendances(customerId);
  return services.length > 0;
}

/** While mounted (a logged-in area), logs out with the inactivity dialog after 30 idle minutes. */
export function useInactivityLogout(): void {
  useEffect(
    () =>
      startInactivityMonitor({
        hasActiveServices,
        onIdle: () => sessionStore.getState().logout('inactivity'),
      }),
    [],
  );
}
