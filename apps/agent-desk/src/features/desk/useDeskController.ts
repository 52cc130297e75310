import { useSession, type HubState } from '@atende/api-client';
import { useCallback, useEffect } from 'react';
import { useDeskData } from './DeskContext';
import { useAutoResponse, useAutoResponsePersistence } from './useAutoResponse';
import { useHubEvents } from './useHubEvents';
import { useConversationGoneNotice, useListRefresh } from './useListRefresh';
import { useSendFailureReport } from './useSendFailureReport';

/** What the screen gets from `useDeskController`. */
export interface DeskController {
  hubState: HubState;
  /** Sends in the open conversation and reports a failure as the spec says. */
  send(text: string, imageName?: string): Promise<boolean>;
  /** Turns auto-response on (after checking the welcome template) or off. */
  setAutoResponse(on: boolean): Promise<void>;
  /** After a close: forget the service and, with auto-response on, take the next client. */
  afterClose(attendanceId: number): void;
  /** After a transfer: forget the service and reload the lists. */
  afterTransfer(attendanceId: number): void;
}

/**
 * The agent screen's behaviour (seed 000 §4): lists per customer, the hub and its events, sound and
 * desktop notifications, auto-response, the 4-minute refresh and send-failure handling. Each job
 * lives in its own hook; the order of the calls keeps the order of their effects.
 */
export function useDeskController(): DeskController {
  const desk = useDeskData();
  const store = desk.store;
  const customerId = useSession((state) => state.currentCustomerId);
  const reportSendFailure = useSendFailureReport();
  const { autoTake, setAutoResponse } = useAutoResponse(reportSendFailure);

  // The customer of the session drives the lists (the page's queues query loads them).
  useEffect(() => {
    desk.setCustomer(customerId);
  }, [customerId, desk, store]);

  useConversationGoneNotice();
  useListRefresh();
  const takeWelcome = useCallback(() => void autoTake('welcome'), [autoTake]);
  const hubState = useHubEvents(takeWelcome);

  const send = useCallback(
    async (text: string, imageName?: string) => {
      const result = await desk.send(text, imageName);
      reportSendFailure(result);
      return result.ok;
    },
    [reportSendFailure, desk],
  );

  const afterClose = useCallback(
    (attendanceId: number) => {
      desk.forget(attendanceId);
      void desk.loadLists().then(() => autoTake('next'));
    },
    [autoTake, desk],
  );

  const afterTransfer = useCallback(
    (attendanceId: number) => {
      desk.forget(attendanceId);
      void desk.loadLists();
    },
    [desk],
  );

  useAutoResponsePersistence(setAutoResponse);

  return { hubState, send, setAutoResponse, afterClose, afterTransfer };
}
