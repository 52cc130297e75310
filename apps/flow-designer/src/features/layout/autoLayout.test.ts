import type { FlowStep } from '@atende/contract';
import { blankStep, createFlowDocumentStore, type FlowFields } from '../editor/document';
import { redoEdit, undoEdit } from '../history/flowHistory';
import { answerLayout } from './answerLayout';
import { autoLayoutDocument } from './autoLayout';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';
import { LayoutError, layoutSteps, type LayoutWorkerLike } from './layoutSteps';

/** A fake Worker running the real layout on a later tick, as the worker script does. */
class FakeWorker implements LayoutWorkerLike {
  onmessage: ((event: MessageEvent<LayoutReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly behaviour: 'layout' | 'hang' | 'crash' = 'layout') {}
  postMessage(message: LayoutRequest): void {
    setTimeout(() => {
      if (this.terminated || this.behaviour === 'hang') return;
      if (this.behaviour === 'crash') this.onerror?.({ preventDefault() {} } as ErrorEvent);
      else void answerLayout(message, (data) => this.onmessage?.({ data } as MessageEvent<LayoutReply>));
    }, 1);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const step = (id: number, next: number[]): FlowStep => ({
  ...blankStep(id, 2, `S${id}`, { x: 100 + id * 5, y: 100 }),
  initial_Step: id === 0,
  transitions: next.map((n) => ({ transition_Value: 'ok', next_Flow_Id: 0, next_Step_Id: n, variable_Value: '' })),
});

function open() {
  return createFlowDocumentStore({
    flow: { flow_Id: 1 } as FlowFields,
    steps: [step(0, [1, 2]), step(1, [3]), step(2, [3]), step(3, [-1])],
    baseVersion: 1,
  });
}

describe('autoLayoutDocument', () => {
  it('applies the worker layout as one edit, undone and redone at once', async () => {
    const store = open();
    const worker = new FakeWorker();
    const before = store.getState().steps;
    expect(await autoLayoutDocument(store, undefined, { createWorker: () => worker })).toBe(true);
    expect(worker.terminated).toBe(true);
    const after = store.getState().steps;
    expect(store.getState().lastEdit).toBe('autoLayout');
    expect(after[3]!.pos_X).toBeGreaterThan(after[1]!.pos_X);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    undoEdit(store);
    expect(store.getState().steps).toEqual(before);
    redoEdit(store);
    expect(store.getState().steps).toEqual(after);
  });

  it('drops the layout when the flow was edited while the worker ran', async () => {
    const store = open();
    const layout = autoLayoutDocument(store, undefined, { createWorker: () => new FakeWorker() });
    store.getState().updateStep(1, { step_Name: 'Edited meanwhile' });
    expect(await layout).toBe(false);
    expect(store.getState().lastEdit).toBe('updateStep');
  });

  it('does nothing while read-only', async () => {
    const store = open();
    store.getState().setReadOnly(true);
    const createWorker = jest.fn(() => new FakeWorker());
    expect(await autoLayoutDocument(store, undefined, { createWorker })).toBe(false);
    expect(createWorker).not.toHaveBeenCalled();
  });
});

describe('layoutSteps (worker wrapper)', () => {
  it('rejects and ends the worker when it crashes, hangs past the time allowed, or is aborted', async () => {
    const crashed = new FakeWorker('crash');
    await expect(layoutSteps([], { createWorker: () => crashed })).rejects.toEqual(new LayoutError('failed'));
    expect(crashed.terminated).toBe(true);
    const hung = new FakeWorker('hang');
    await expect(layoutSteps([], { createWorker: () => hung, timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
    expect(hung.terminated).toBe(true);
    const controller = new AbortController();
    const aborted = layoutSteps([], { createWorker: () => new FakeWorker('hang'), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
  });

  it('rejects when the worker cannot start', async () => {
    const createWorker = () => Promise.reject(new Error('no worker'));
    await expect(layoutSteps([], { createWorker })).rejects.toMatchObject({ code: 'failed' });
  });
});
