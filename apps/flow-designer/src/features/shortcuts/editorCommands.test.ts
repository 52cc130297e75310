import type { FlowStep } from '@atende/contract';
import { createClipStorage } from '../clipboard';
import { blankStep, createFlowDocumentStore, type FlowFields } from '../editor/document';
import { createEditorCommands, type CommandDeps } from './editorCommands';

const step = (id: number, x: number, y: number, next: number[] = []): FlowStep => ({
  ...blankStep(id, 2, `S${id}`, { x, y }),
  initial_Step: id === 0,
  transitions: next.map((n) => ({
    transition_Value: `to ${n}`,
    next_Flow_Id: 0,
    next_Step_Id: n,
    variable_Value: '',
  })),
});

const open = (steps: FlowStep[], flowId = 1) =>
  createFlowDocumentStore({ flow: { flow_Id: flowId } as FlowFields, steps, baseVersion: 1 });

function setup(clipboard = createClipStorage(undefined), extra: Partial<CommandDeps> = {}) {
  const store = open([step(0, 100, 100, [1]), step(1, 480, 100, [2]), step(2, 860, 100, [-1])]);
  const confirmDelete = jest.fn();
  const commands = createEditorCommands(store, { clipboard, confirmDelete, ...extra });
  return { store, commands, confirmDelete, clipboard };
}

const ids = (steps: readonly FlowStep[]) => steps.map((s) => s.step_Id);

describe('editor commands', () => {
  it('copies and pastes into another flow: new ids, inner connections kept, outer dropped', async () => {
    const { store, commands, clipboard } = setup();
    store.getState().setSelection([0, 1, 2]);
    await commands.copy();
    const other = open([step(0, 100, 100), step(5, 100, 400)], 2);
    const otherCommands = createEditorCommands(other, { clipboard, confirmDelete: jest.fn() });
    expect(await otherCommands.paste()).toEqual([6, 7]);
    const [copy1, copy2] = other.getState().steps.slice(2);
    expect(copy1!.transitions[0]!.next_Step_Id).toBe(7);
    expect(copy2!.transitions[0]!.next_Step_Id).toBe(-1);
    expect(other.getState().selection).toEqual([6, 7]);
    expect(other.getState().lastEdit).toBe('paste');
    other.temporal.getState().undo();
    expect(ids(other.getState().steps)).toEqual([0, 5]);
  });

  it('pastes into the visible part of the canvas when the copies would be off screen', async () => {
    const visibleArea = () => ({ x: 2000, y: 2000, width: 800, height: 400 });
    const { store, commands } = setup(createClipStorage(undefined), { visibleArea });
    store.getState().setSelection([1]);
    await commands.copy();
    await commands.paste();
    const pasted = store.getState().steps.at(-1)!;
    expect([pasted.pos_X, pasted.pos_Y]).toEqual([2200, 2100]);
  });

  it('cuts the selection (never Start) as one edit, and duplicates without the clipboard', async () => {
    const clipboard = createClipStorage(undefined);
    const { store, commands } = setup(clipboard);
    store.getState().setSelection([0, 1]);
    await commands.cut();
    expect(ids(store.getState().steps)).toEqual([0, 2]);
    expect((await clipboard.read())!.steps.map((s) => s.step_Id)).toEqual([1]);
    store.getState().setSelection([2]);
    expect(commands.duplicate()).toEqual([3]);
    expect(store.getState().steps.at(-1)!.transitions[0]!.next_Step_Id).toBe(-1);
    expect((await clipboard.read())!.steps.map((s) => s.step_Id)).toEqual([1]);
  });

  it('asks before deleting, and only the removable steps', () => {
    const { store, commands, confirmDelete } = setup();
    store.getState().setSelection([0]);
    commands.requestDelete();
    expect(confirmDelete).not.toHaveBeenCalled();
    commands.selectAll();
    commands.requestDelete();
    expect(confirmDelete).toHaveBeenCalledWith([1, 2]);
    expect(ids(store.getState().steps)).toEqual([0, 1, 2]);
    commands.deleteSteps([1, 2]);
    expect(ids(store.getState().steps)).toEqual([0]);
  });

  it('moves the selection by key, one undoable move per press or held key', () => {
    const { store, commands } = setup();
    store.getState().setSelection([1, 2]);
    commands.move(10, 0);
    commands.move(10, 0);
    commands.move(0, -50);
    commands.moveEnd();
    expect(
      store
        .getState()
        .steps.slice(1)
        .map((s) => [s.pos_X, s.pos_Y]),
    ).toEqual([
      [500, 50],
      [880, 50],
    ]);
    commands.undo();
    expect(
      store
        .getState()
        .steps.slice(1)
        .map((s) => [s.pos_X, s.pos_Y]),
    ).toEqual([
      [480, 100],
      [860, 100],
    ]);
    commands.redo();
    expect(store.getState().steps[1]!.pos_X).toBe(500);
  });

  it('changes nothing while read-only (copy still works)', async () => {
    const clipboard = createClipStorage(undefined);
    const { store, commands, confirmDelete } = setup(clipboard);
    store.getState().setSelection([1]);
    store.getState().setReadOnly(true);
    await commands.copy();
    expect(await clipboard.read()).not.toBeNull();
    await commands.cut();
    expect(commands.copyText()).toContain('atende/flow-steps');
    expect(commands.cutText()).toBeNull();
    expect(commands.pasteText(commands.copyText()!)).toEqual([]);
    expect(await commands.paste()).toEqual([]);
    expect(commands.duplicate()).toEqual([]);
    commands.requestDelete();
    commands.move(10, 10);
    commands.moveEnd();
    expect(confirmDelete).not.toHaveBeenCalled();
    expect(store.getState().revision).toBe(0);
  });

  it('reports a failed auto-layout', async () => {
    const onLayoutFailed = jest.fn();
    const { commands } = setup(createClipStorage(undefined), { onLayoutFailed });
    // No Worker in this test environment: the default worker cannot start.
    expect(await commands.autoLayout()).toBe(false);
    expect(onLayoutFailed).toHaveBeenCalled();
  });
});

describe('the focused step', () => {
  it('is what a key acts on when it is not selected', () => {
    let focused: number | null = 2;
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100), step(2, 860, 100)]);
    const commands = createEditorCommands(store, {
      clipboard: createClipStorage(undefined),
      confirmDelete: jest.fn(),
      focusedStep: () => focused,
    });
    store.getState().setSelection([1]);
    expect(commands.duplicate()).toEqual([3]);
    expect(store.getState().steps.at(-1)!.pos_X).toBe(860 + 40);
    // A focused step already in the selection keeps the whole selection.
    focused = 1;
    store.getState().setSelection([1, 2]);
    expect(commands.duplicate()).toEqual([4, 5]);
  });
});
