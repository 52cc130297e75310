import type { FlowStep } from '@atende/contract';
import { blankStep, createFlowDocumentStore, type FlowFields } from '../editor/document';
import { redoEdit, undoEdit } from '../history/flowHistory';
import type { ElkNode } from 'elkjs/lib/elk-api';
import ELK from 'elkjs/lib/elk.bundled.js';
import { autoLayoutDocument } from './autoLayout';
import {
  createLayoutSession,
  LayoutError,
  layoutSteps,
  WARM_UP_NODES,
  type LayoutEngine,
} from './layoutSteps';

/** ELK in the test's thread behind the page's engine interface ('hang' never answers, 'crash' fails). */
class FakeEngine implements LayoutEngine {
  terminated = false;
  /** Steps of each layout asked of it. */
  readonly layouts: number[] = [];
  private readonly elk = new ELK();
  constructor(private readonly behaviour: 'layout' | 'hang' | 'crash' = 'layout') {}
  layout(graph: ElkNode): Promise<ElkNode> {
    if (this.behaviour === 'hang') return new Promise(() => undefined);
    if (this.behaviour === 'crash') return Promise.reject(new Error('worker error'));
    this.layouts.push(graph.children?.length ?? 0);
    return this.elk.layout(graph);
  }
  terminateWorker(): void {
    this.terminated = true;
  }
}

const step = (id: number, next: number[]): FlowStep => ({
  ...blankStep(id, 2, `S${id}`, { x: 100 + id * 5, y: 100 }),
  initial_Step: id === 0,
  transitions: next.map((n) => ({
    transition_Value: 'ok',
    next_Flow_Id: 0,
    next_Step_Id: n,
    variable_Value: '',
  })),
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
    const engine = new FakeEngine();
    const before = store.getState().steps;
    // The canvas's fit is queued in the same task as the edit, with the new steps already there.
    const onApplied = jest.fn(() => expect(store.getState().lastEdit).toBe('autoLayout'));
    expect(
      await autoLayoutDocument(store, undefined, { createEngine: () => engine, onApplied }),
    ).toBe(true);
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(engine.terminated).toBe(true);
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
    const onApplied = jest.fn();
    const createEngine = () => new FakeEngine();
    const layout = autoLayoutDocument(store, undefined, { createEngine, onApplied });
    store.getState().updateStep(1, { step_Name: 'Edited meanwhile' });
    expect(await layout).toBe(false);
    expect(onApplied).not.toHaveBeenCalled();
    expect(store.getState().lastEdit).toBe('updateStep');
  });

  it('does nothing while read-only', async () => {
    const store = open();
    store.getState().setReadOnly(true);
    const createEngine = jest.fn(() => new FakeEngine());
    expect(await autoLayoutDocument(store, undefined, { createEngine })).toBe(false);
    expect(createEngine).not.toHaveBeenCalled();
  });
});

const ONE = [{ id: 1, width: 100, height: 50, targets: [] }];

describe('layoutSteps (worker wrapper)', () => {
  it('rejects and ends the worker when it fails, hangs past the time allowed, or is aborted', async () => {
    const crashed = new FakeEngine('crash');
    await expect(layoutSteps(ONE, { createEngine: () => crashed })).rejects.toEqual(
      new LayoutError('failed'),
    );
    expect(crashed.terminated).toBe(true);
    const hung = new FakeEngine('hang');
    await expect(
      layoutSteps(ONE, { createEngine: () => hung, timeoutMs: 20 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(hung.terminated).toBe(true);
    const controller = new AbortController();
    const aborted = layoutSteps(ONE, {
      createEngine: () => new FakeEngine('hang'),
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
  });

  it('rejects when the worker cannot start', async () => {
    const createEngine = () => Promise.reject(new Error('no worker'));
    await expect(layoutSteps(ONE, { createEngine })).rejects.toMatchObject({ code: 'failed' });
  });
});

describe('createLayoutSession (the editor worker)', () => {
  it('starts one worker, warm ahead of the first layout, kept between layouts, ended by dispose', async () => {
    const engines: FakeEngine[] = [];
    const session = createLayoutSession(() => {
      const engine = new FakeEngine();
      engines.push(engine);
      return engine;
    });
    session.warm();
    session.warm();
    await session.layout(ONE);
    await session.layout(ONE);
    expect(engines).toHaveLength(1);
    // Warming lays out a small flow once (ELK's code compiled before the user's layout).
    expect(engines[0]!.layouts).toEqual([WARM_UP_NODES.length, 1, 1]);
    session.dispose();
    await Promise.resolve();
    await Promise.resolve();
    expect(engines[0]!.terminated).toBe(true);
  });

  it('ends a worker that failed or hung, and starts a new one for the next layout', async () => {
    const behaviours: ('hang' | 'layout')[] = ['hang', 'layout'];
    const engines: FakeEngine[] = [];
    const session = createLayoutSession(() => {
      const engine = new FakeEngine(behaviours.shift());
      engines.push(engine);
      return engine;
    });
    await expect(session.layout(ONE, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
    await expect(session.layout(ONE)).resolves.toHaveProperty('1');
    expect(engines).toHaveLength(2);
    expect(engines[0]!.terminated).toBe(true);
    expect(engines[1]!.terminated).toBe(false);
  });
});
