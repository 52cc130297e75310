import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  blankStep,
  createFlowDocumentStore,
  FlowDocumentContext,
  type FlowDocumentStore,
  type FlowFields,
} from '../editor/document';
import { shouldWarmLayout, useIdleLayoutWarm, WARM_LAYOUT_FROM } from './useIdleLayoutWarm';

const steps = (count: number) =>
  Array.from({ length: count }, (_, id) => ({
    ...blankStep(id, id === 0 ? 1 : 2, `S${id}`, { x: 100 + id, y: 100 }),
    initial_Step: id === 0,
  }));

function open(count: number, readOnly = false) {
  return createFlowDocumentStore({
    flow: { flow_Id: 1 } as FlowFields,
    steps: steps(count),
    baseVersion: 1,
    readOnly,
  });
}

/** The hook in an editor of `store`, with a session that counts its warms. */
function renderWarm(store: FlowDocumentStore) {
  const session = { warm: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FlowDocumentContext.Provider value={store}>{children}</FlowDocumentContext.Provider>
  );
  const view = renderHook(() => useIdleLayoutWarm(session), { wrapper });
  return { session, ...view };
}

/** The idle callbacks of the page (jsdom has none: each test puts its own or none). */
interface IdleWindow {
  requestIdleCallback?: (task: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

describe('useIdleLayoutWarm (issue 18: ELK ready before the first auto-layout)', () => {
  const idle: (() => void)[] = [];
  const page = window as unknown as IdleWindow;
  beforeEach(() => {
    idle.length = 0;
    page.requestIdleCallback = (task) => idle.push(task);
    page.cancelIdleCallback = (handle) => void (idle[handle - 1] = () => undefined);
  });
  afterEach(() => {
    delete page.requestIdleCallback;
    delete page.cancelIdleCallback;
  });
  const runIdle = () => act(() => idle.splice(0).forEach((task) => task()));

  it('warms the worker once the page is idle after a large editable flow opened', () => {
    const { session } = renderWarm(open(WARM_LAYOUT_FROM + 1));
    expect(session.warm).not.toHaveBeenCalled();
    runIdle();
    expect(session.warm).toHaveBeenCalledTimes(1);
  });

  it('leaves small flows and read-only editors without ELK', () => {
    const small = renderWarm(open(WARM_LAYOUT_FROM));
    const readOnly = renderWarm(open(1000, true));
    runIdle();
    expect(small.session.warm).not.toHaveBeenCalled();
    expect(readOnly.session.warm).not.toHaveBeenCalled();
  });

  it('warms when a flow grows large, and not after the editor closed', () => {
    const store = open(WARM_LAYOUT_FROM);
    const { session, unmount } = renderWarm(store);
    act(() => store.getState().replaceSteps(steps(WARM_LAYOUT_FROM + 5), 'paste'));
    unmount();
    runIdle();
    expect(session.warm).not.toHaveBeenCalled();
    const again = renderWarm(store);
    runIdle();
    expect(again.session.warm).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    delete page.requestIdleCallback;
    jest.useFakeTimers();
    try {
      const { session } = renderWarm(open(500));
      act(() => jest.runAllTimers());
      expect(session.warm).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('decides by size and mode', () => {
    expect(shouldWarmLayout(1000, false)).toBe(true);
    expect(shouldWarmLayout(1000, true)).toBe(false);
    expect(shouldWarmLayout(WARM_LAYOUT_FROM, false)).toBe(false);
  });
});
