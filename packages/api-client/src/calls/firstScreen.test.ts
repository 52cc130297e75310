import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { sessionStore } from '../session/store';
import { EARLY_ANSWER_MS } from '../http/earlyAnswers';
import { listActiveAttendances, listWaitingAttendances } from './attendance';
import { startFirstScreenReads } from './firstScreen';

// Issue 22 "Start the landing page's first queries before its remote's code has arrived" (ADR 0029).

beforeEach(() => useTestConfig());
afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe("a landing screen's first reads", () => {
  it("start the agent desk's queues now; the desk's own calls take their answers once", async () => {
    const { calls } = mockFetch((call) =>
      jsonResponse(call.url.includes('Waitting') ? [{ attendence_Id: 7 }] : []),
    );
    startFirstScreenReads('agentDesk', 41);
    expect(calls.map((c) => c.url.split('/api/')[1])).toEqual([
      'User_Att_Waitting?Customer_Id=41',
      'User_Att_Active_List?Customer_Id=41',
    ]);
    await expect(listWaitingAttendances(41)).resolves.toEqual([{ attendence_Id: 7 }]);
    await expect(listActiveAttendances(41)).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
    // Taken once: a later call asks the server again.
    await listWaitingAttendances(41);
    expect(calls).toHaveLength(3);
  });

  it('are not given to another token, nor after they waited too long', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    startFirstScreenReads('agentDesk', 42);
    sessionStore.setState({ token: 'another-token' });
    await listWaitingAttendances(42);
    expect(calls).toHaveLength(3);
    jest.useFakeTimers({ now: Date.now() });
    sessionStore.setState({ token: null });
    startFirstScreenReads('agentDesk', 43);
    jest.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    await listWaitingAttendances(43);
    expect(calls).toHaveLength(6);
  });

  it('a failed early read is asked again by the call that takes it', async () => {
    let first = true;
    const { calls } = mockFetch(() => {
      if (first) {
        first = false;
        throw new TypeError('network down');
      }
      return jsonResponse([{ attendence_Id: 9 }]);
    });
    startFirstScreenReads('agentDesk', 44);
    await expect(listWaitingAttendances(44)).resolves.toEqual([{ attendence_Id: 9 }]);
    expect(calls.filter((c) => c.url.includes('Waitting'))).toHaveLength(2);
  });

  it('start nothing for a remote that declares none', () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    startFirstScreenReads('reports', 45);
    expect(calls).toHaveLength(0);
  });
});
