import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetFlow } from '../../testing/renderFlow';
import { createClipStorage } from '../clipboard';
import type { FlowDocumentStore } from '../editor/document';
import { installReactFlowDom } from '../editor/testing/reactFlowDom';
import { testStep } from '../editor/testing/renderEditor';
import { SHORTCUTS } from './shortcutKeys';
import { key, renderEditor } from './testing/renderWithExtras';

let api: FakeApi;
beforeAll(() => installReactFlowDom());
beforeEach(async () => {
  await resetFlow();
  api = fakeApi({});
});
afterEach(() => api.restore());

const FLOW = () => [testStep(0, 1, [1]), testStep(1, 2, [2]), testStep(2, 2, [-1])];
/** The system clipboard as a copy or paste event carries it. */
function systemClipboard(text = '') {
  const data = new Map<string, string>(text ? [['text/plain', text]] : []);
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}
const ids = (store: FlowDocumentStore) => store.getState().steps.map((s) => s.step_Id);

describe('editor extras (issue 18, "Beyond the anchors")', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y, and the buttons follow', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-1');
    const undoButton = screen.getByRole('button', { name: 'Undo' });
    expect(undoButton).toHaveProperty('disabled', true);
    act(() => store.getState().updateStep(1, { step_Name: 'Greeting' }));
    await waitFor(() => expect(undoButton).toHaveProperty('disabled', false));
    key('z', { ctrlKey: true });
    expect(store.getState().steps[1]!.step_Name).toBe('Step 1');
    key('z', { ctrlKey: true, shiftKey: true });
    expect(store.getState().steps[1]!.step_Name).toBe('Greeting');
    key('z', { metaKey: true });
    key('y', { ctrlKey: true });
    expect(store.getState().steps[1]!.step_Name).toBe('Greeting');
  });

  it('never undoes the canvas while typing in a field', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-1');
    act(() => store.getState().updateStep(1, { step_Name: 'Greeting' }));
    const field = document.createElement('input');
    document.body.append(field);
    key('z', { ctrlKey: true }, field);
    expect(store.getState().steps[1]!.step_Name).toBe('Greeting');
    field.remove();
  });

  it('copies, pastes and duplicates steps by keyboard, also into another flow (system clipboard)', async () => {
    const clipboard = createClipStorage(undefined);
    const first = renderEditor(FLOW(), clipboard);
    await screen.findByTestId('step-1');
    act(() => first.store.getState().setSelection([1, 2]));
    // Ctrl+C is left to the browser, whose copy event carries the steps to the system clipboard.
    const copyKey = new KeyboardEvent('keydown', {
      key: 'c',
      ctrlKey: true,
      cancelable: true,
      bubbles: true,
    });
    act(() => void document.body.dispatchEvent(copyKey));
    expect(copyKey.defaultPrevented).toBe(false);
    const system = systemClipboard();
    act(() => void fireEvent.copy(document.body, { clipboardData: system }));
    expect(system.getData('text/plain')).toContain('"type":"atende/flow-steps"');
    key('d', { ctrlKey: true });
    expect(ids(first.store)).toEqual([0, 1, 2, 3, 4]);
    first.unmount();
    // Another flow, another page: only the system clipboard's text.
    const other = renderEditor([testStep(0, 1)], createClipStorage(undefined), { flowId: 8 });
    await screen.findByTestId('step-0');
    act(() => void fireEvent.paste(document.body, { clipboardData: system }));
    expect(ids(other.store)).toEqual([0, 1, 2]);
    expect(other.store.getState().steps[1]!.transitions[0]!.next_Step_Id).toBe(2);
    expect(await screen.findByTestId('step-2')).toBeTruthy();
  });

  it('cuts by the cut event, pastes the memory copy when the paste event has no text, ignores other text', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-2');
    act(() => store.getState().setSelection([2]));
    act(() => void fireEvent.cut(document.body, { clipboardData: systemClipboard() }));
    expect(ids(store)).toEqual([0, 1]);
    act(
      () =>
        void fireEvent.paste(document.body, { clipboardData: systemClipboard('some other text') }),
    );
    expect(ids(store)).toEqual([0, 1]);
    act(() => void fireEvent.paste(document.body, { clipboardData: systemClipboard() }));
    expect(ids(store)).toEqual([0, 1, 2]);
  });

  it('deletes the selection only after the confirmation', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-2');
    act(() => store.getState().setSelection([2]));
    key('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 step?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ids(store)).toEqual([0, 1, 2]);
    key('Backspace');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete 1 step?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(ids(store)).toEqual([0, 1]));
  });

  it('moves a selected step with the arrow keys, undone as one move per key press', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-1');
    act(() => store.getState().setSelection([1]));
    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      fireEvent.keyDown(document.body, { key: 'ArrowRight', repeat: true });
      fireEvent.keyUp(document.body, { key: 'ArrowRight' });
    });
    key('ArrowDown', { shiftKey: true });
    expect([store.getState().steps[1]!.pos_X, store.getState().steps[1]!.pos_Y]).toEqual([
      420, 150,
    ]);
    key('z', { ctrlKey: true });
    expect([store.getState().steps[1]!.pos_X, store.getState().steps[1]!.pos_Y]).toEqual([
      420, 100,
    ]);
    key('z', { ctrlKey: true });
    expect(store.getState().steps[1]!.pos_X).toBe(400);
  });

  it('searches a step by message with Ctrl+F and selects the one picked', async () => {
    const steps = FLOW();
    steps[2] = { ...steps[2]!, step_Message: 'Your invoice is ready' };
    const { store } = renderEditor(steps, createClipStorage(undefined));
    await screen.findByTestId('step-2');
    key('f', { ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Search a step' });
    fireEvent.change(within(dialog).getByLabelText('Name or message'), {
      target: { value: 'INVOICE' },
    });
    expect(within(dialog).getByRole('status').textContent).toBe('1 step found');
    fireEvent.click(within(dialog).getByRole('button', { name: /Step 2/ }));
    expect(store.getState().selection).toEqual([2]);
  });

  it('lists every shortcut on the sheet opened with ?', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-1');
    key('?', { shiftKey: true });
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet.querySelectorAll('tbody tr')).toHaveLength(SHORTCUTS.length);
    expect(within(sheet).getByText('Ctrl+Shift+Z')).toBeTruthy();
    // The focus is in the sheet; the canvas behind takes no shortcut from inside it.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    act(() => store.getState().updateStep(1, { step_Name: 'Greeting' }));
    key('z', { ctrlKey: true }, document.activeElement!);
    expect(store.getState().steps[1]!.step_Name).toBe('Greeting');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull(),
    );
  });

  it('shows the live problems and focuses the step of an entry', async () => {
    const { store } = renderEditor(
      [testStep(0, 1, [1]), testStep(1, 2, [9]), testStep(2, 2)],
      createClipStorage(undefined),
    );
    await screen.findByTestId('step-2');
    const panel = screen.getByRole('region', { name: /Problems/ });
    const entry = within(panel).getByRole('button', { name: /reply 1 \("r0"\) leads to step 9/ });
    fireEvent.click(entry);
    expect(store.getState().selection).toEqual([1]);
    act(() => store.getState().removeSteps([2]));
    await waitFor(() => expect(within(panel).queryByText(/Step 2/)).toBeNull());
  });

  it('changes nothing by keyboard while read-only', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined), { readOnly: true });
    await screen.findByTestId('step-1');
    act(() => store.getState().setSelection([1]));
    key('d', { ctrlKey: true });
    key('Delete');
    key('ArrowLeft');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().revision).toBe(0);
    expect(screen.getByRole('button', { name: 'Arrange the steps automatically' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('arrow keys on a focused step', () => {
  it('move the selection once in the document (not only in the canvas view)', async () => {
    const { store } = renderEditor(FLOW(), createClipStorage(undefined));
    const node = (await screen.findByTestId('step-1')).closest<HTMLElement>('.react-flow__node')!;
    act(() => store.getState().setSelection([1]));
    act(() => node.focus());
    key('ArrowUp', {}, node);
    expect(store.getState().steps[1]!.pos_Y).toBe(90);
    await waitFor(() => expect(node.style.transform).toContain('90px'));
  });
});

describe('minimap', () => {
  it('shows the overview of the flow with a translated label', async () => {
    renderEditor(FLOW(), createClipStorage(undefined));
    await screen.findByTestId('step-1');
    const minimap = screen.getByRole('img', { name: 'Overview of the whole flow' });
    await waitFor(() =>
      expect(minimap.querySelectorAll('.react-flow__minimap-node')).toHaveLength(3),
    );
  });
});
