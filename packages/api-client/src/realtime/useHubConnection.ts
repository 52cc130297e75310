import type { HsmStatusChanged } from '@atende/contract';
import { useContext, useEffect, useRef, useState } from 'react';
import { registerLogoutCleanup, sessionStore } from '../session/store';
import { createHubClient, type HubClient } from './hubClient';
import { HubConnectionFactoryContext } from './hubFactoryContext';
import type { DashboardChangedEvent, HubConnectionFactory, HubState, NewAttEvent } from './types';

/** Pause before starting the hub again after it closed for good or could not start. */
const HUB_RESTART_DELAY_MS = 5_000;

/** Options of `useHubConnection`. */
export interface HubConnectionOptions {
  customerId: number | null;
  userId: number | null;
  /** The agent desk's event (seed 000 §7). */
  onNewAtt?(event: NewAttEvent): void;
  /** The managers' event: something on the client dashboard changed (docs/adr/0018). */
  onDashboardChanged?(event: DashboardChangedEvent): void;
  /** The bulk send's event: a sent row changed state (docs/adr/0020-hsm-bulk-send.md). */
  onHsmStatusChanged?(event: HsmStatusChanged): void;
  /** After a reconnect (or a restart): refetch the lists and the open thread (DESIGN §4). */
  onResync(): void;
  /** Default: the page's `HubConnectionFactoryContext`, else the real `@microsoft/signalr` connection. */
  connectionFactory?: HubConnectionFactory;
  /**
   * False until the first lists have answered: the screen's first rows come before the hub library and
   * its connection (ADR 0016). Once true it stays so; the resync after connecting fetches again
   * whatever changed meanwhile, so no event is lost. Default true.
   */
  ready?: boolean;
}

/**
 * Keeps one hub connection for the screen (the agent desk, the admin console; seed 000 §7): `User_Att_Activate(customer, user)` on connect
 * and on every reconnect, a switch when the customer changes, a restart after a final close, and a stop
 * on unmount and on logout. Returns the connection state for the status dot.
 */
export function useHubConnection(options: HubConnectionOptions): HubState {
  const { customerId, userId } = options;
  const [state, setState] = useState<HubState>('connecting');
  const [ready, setReady] = useState(options.ready !== false);
  if (!ready && options.ready !== false) setReady(true);
  const contextFactory = useContext(HubConnectionFactoryContext);
  const withFactory = {
    ...options,
    connectionFactory: options.connectionFactory ?? contextFactory,
  };
  const handlers = useRef(withFactory);
  useEffect(() => {
    handlers.current = withFactory;
  });
  const client = useRef<HubClient | null>(null);
  const customerRef = useRef(customerId);
  const startRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (userId === null || !ready) return;
    let stopped = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let everConnected = false;
    /** A start replaces the previous connection; its 'disconnected' is not a loss. */
    let starting = false;

    const hub = createHubClient({
      getToken: () => sessionStore.getState().token,
      onNewAtt: (event) => handlers.current.onNewAtt?.(event),
      onDashboardChanged: (event) => handlers.current.onDashboardChanged?.(event),
      onHsmStatusChanged: (event) => handlers.current.onHsmStatusChanged?.(event),
      onResync: () => handlers.current.onResync(),
      onStateChange: (next) => {
        setState(next);
        if (next === 'disconnected' && !stopped && !starting && everConnected) scheduleRestart();
      },
      onError: (error) => console.warn('Real-time connection problem.', error),
      connectionFactory: handlers.current.connectionFactory,
    });
    client.current = hub;

    const start = async () => {
      const customer = customerRef.current;
      if (stopped || customer === null) return;
      starting = true;
      try {
        await hub.start(customer, userId);
        starting = false;
        if (stopped) return;
        // Events raised between the first list load and this subscription would be lost: refetch.
        everConnected = true;
        handlers.current.onResync();
      } catch (error) {
        starting = false;
        console.warn('The real-time connection could not start.', error);
        scheduleRestart();
      }
    };
    function scheduleRestart() {
      clearTimeout(restartTimer);
      restartTimer = setTimeout(() => void start(), HUB_RESTART_DELAY_MS);
    }

    startRef.current = () => void start();
    void start();
    const stop = () => {
      stopped = true;
      clearTimeout(restartTimer);
      void hub.stop();
    };
    const unregister = registerLogoutCleanup(stop);
    return () => {
      unregister();
      stop();
      client.current = null;
    };
  }, [userId, ready]);

  useEffect(() => {
    const previous = customerRef.current;
    customerRef.current = customerId;
    const hub = client.current;
    if (!hub || customerId === null || previous === customerId) return;
    if (hub.state === 'connected') {
      hub.switchCustomer(customerId).catch((error: unknown) => {
        console.warn('Could not switch the real-time customer.', error);
      });
    } else if (hub.state === 'disconnected') {
      startRef.current();
    }
  }, [customerId]);

  return state;
}
