import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetFlow } from '../../testing/renderFlow';
import type { FlowDocumentStore } from '../editor/document';
import { installReactFlowDom } from '../editor/testing/reactFlowDom';
import { testStep } from '../editor/testing/renderEditor';
import { key, renderEditor } from './testing/renderWithExtras';

// Issue 18, every canvas action by keyboard: a reply connected to a step picked by name (Ctrl+K),
// a connection deleted by keyboard (Delete on a focused or selected edge) and by mouse (the selected
// edge's button), each confirmed like a step, undoable and announced.

let api: FakeApi;
beforeAll(() => installReactFlowDom());
beforeEach(async () => {
  await resetFlow();
  api = fakeApi({});
});
afterEach(() => api.restore());

/** Start → Step 1 → Step 2 (final); Step 1's second reply leads to Step 1 itself. */
const FLOW = () => [
  testStep(0, 1, [1]),
  { ...testStep(1, 2, [2, 1, -1]), step_Name: 'Ask' },
  { ...testStep(2, 2, [-1]), step_Name: 'Thanks' },
];
const targets = (store: FlowDocumentStore, stepId: number) =>
  store
    .getState()
    .steps.find((step) => step.step_Id === stepId)!
    .transitions.map((t) => t.next_Step_Id);
const nodeOf = (stepId: number) =>
  screen.getByTestId(`step-${stepId}`).closest<HTMLElement>('.react-flow__node')!;
const edgeOf = async (id: string) => {
  await waitFor(() =>
    expect(document.querySelector(`.react-flow__edge[data-id="${id}"]`)).not.toBeNull(),
  );
  return document.querySelector<SVGGElement>(`.react-flow__edge[data-id="${id}"]`)!;
};
/**
 * Opens an antd Select and picks `title` in its own dropdown (the dialog's other lists keep theirs in
 * the page); returns the option titled `other` of that dropdown, if asked.
 */
async function pick(combobox: HTMLElement, title: string, other?: string) {
  fireEvent.mouseDown(combobox.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  const listId = combobox.getAttribute('aria-controls') ?? combobox.getAttribute('aria-owns');
  const dropdown = await waitFor(() => {
    const list = listId ? document.getElementById(listId) : null;
    const found = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!found) throw new Error('The dropdown is not open.');
    return found;
  });
  const wanted = await within(dropdown).findByTitle(title);
  const seen = other ? within(dropdown).getByTitle(other) : null;
  fireEvent.click(wanted);
  return seen;
}
const announced = () =>
  [...document.querySelectorAll('.flow-live')].map((region) => region.textContent).join('');

describe('connecting a reply by keyboard (Ctrl+K)', () => {
  it('connects a reply of the focused step to a step picked by name, replacing the old connection; undoable and announced', async () => {
    const { store } = renderEditor(FLOW());
    await screen.findByTestId('step-2');
    act(() => nodeOf(1).focus());
    key('k', { ctrlKey: true }, nodeOf(1));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a reply' });
    // From the focused step, its first reply (which leads to Thanks now).
    expect(within(dialog).getByTitle('Ask')).toBeTruthy();
    expect(within(dialog).getByText('Now leads to Thanks.')).toBeTruthy();
    const connectButton = within(dialog).getByRole('button', { name: 'Connect' });
    expect(connectButton).toHaveProperty('disabled', true);
    await pick(within(dialog).getByLabelText('To step'), 'Start');
    fireEvent.click(connectButton);
    expect(targets(store, 1)).toEqual([0, 1, -1]);
    await waitFor(() => expect(announced()).toBe('Reply “r0” of Ask now leads to Start.'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Connect a reply' })).toBeNull(),
    );
    key('z', { ctrlKey: true });
    expect(targets(store, 1)).toEqual([2, 1, -1]);
  }, 60_000);

  it('opens from the toolbar with no step chosen; another reply is picked; final replies cannot be', async () => {
    const { store } = renderEditor(FLOW());
    await screen.findByTestId('step-2');
    fireEvent.click(screen.getByRole('button', { name: 'Connect a reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a reply' });
    await pick(within(dialog).getByLabelText('From step'), 'Ask');
    const final = await pick(
      within(dialog).getByLabelText('Reply'),
      'r1',
      '“r2” (final reply, not connectable)',
    );
    expect(final?.className).toContain('ant-select-item-option-disabled');
    await pick(within(dialog).getByLabelText('To step'), 'Thanks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(targets(store, 1)).toEqual([2, 2, -1]);
  }, 60_000);

  it('says when the step has no reply to connect', async () => {
    renderEditor([testStep(0, 1, [1]), testStep(1, 2)]);
    await screen.findByTestId('step-1');
    act(() => nodeOf(1).focus());
    key('k', { ctrlKey: true }, nodeOf(1));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a reply' });
    expect(
      within(dialog).getByText('This step has no reply to connect: add one in its edit dialog.'),
    ).toBeTruthy();
  });
});

describe('deleting a connection', () => {
  it('by keyboard: Delete on a focused edge asks first; the reply keeps its output and leads to Start; undoable and announced', async () => {
    const { store } = renderEditor(FLOW());
    const edge = await edgeOf('1:0');
    // A step stays selected: the focused edge is what Delete acts on.
    act(() => store.getState().setSelection([2]));
    act(() => edge.focus());
    key('Delete', {}, edge);
    let confirm = await screen.findByRole('dialog', { name: 'Delete this connection?' });
    expect(confirm.textContent).toContain('Reply “r0” of Ask will no longer lead to Thanks.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(targets(store, 1)).toEqual([2, 1, -1]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this connection?' })).toBeNull(),
    );
    act(() => edge.focus());
    key('Delete', {}, edge);
    confirm = await screen.findByRole('dialog', { name: 'Delete this connection?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(targets(store, 1)).toEqual([0, 1, -1]);
    expect(store.getState().steps.map((step) => step.step_Id)).toEqual([0, 1, 2]);
    await waitFor(() =>
      expect(announced()).toBe('Connection deleted: reply “r0” of Ask now leads to Start.'),
    );
    key('z', { ctrlKey: true });
    expect(targets(store, 1)).toEqual([2, 1, -1]);
  });

  it('by keyboard: Enter selects a focused edge, then Delete from anywhere asks for it', async () => {
    const { store } = renderEditor(FLOW());
    const edge = await edgeOf('1:1');
    act(() => edge.focus());
    key('Enter', {}, edge);
    await waitFor(() =>
      expect(store.getState().connectionSelection).toEqual([{ stepId: 1, replyIndex: 1 }]),
    );
    act(() => edge.blur());
    key('Backspace');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this connection?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(targets(store, 1)).toEqual([2, 0, -1]);
  });

  it('by mouse: a click selects the edge, whose button asks the same confirmation', async () => {
    const { store } = renderEditor(FLOW());
    const edge = await edgeOf('0:0');
    fireEvent.click(edge);
    const remove = await screen.findByRole('button', {
      name: 'Delete the connection of reply r0',
    });
    fireEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this connection?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Start's reply goes back to the value of a new reply (0): drawn to Start itself.
    expect(targets(store, 0)).toEqual([0]);
  });

  it('asks nothing for a reply that already leads to Start, and says so', async () => {
    const { store } = renderEditor([
      testStep(0, 1, [1]),
      { ...testStep(1, 2, [0]), step_Name: 'Ask' },
    ]);
    const edge = await edgeOf('1:0');
    act(() => edge.focus());
    key('Delete', {}, edge);
    await waitFor(() => expect(announced()).toContain('Reply “r0” of Ask already leads to Start'));
    expect(screen.queryByRole('dialog', { name: 'Delete this connection?' })).toBeNull();
    expect(store.getState().pendingDisconnect).toBeNull();
    expect(store.getState().revision).toBe(0);
  });

  it('changes nothing while read-only: no connect dialog, no delete button, no confirmation', async () => {
    const { store } = renderEditor(FLOW(), undefined, { readOnly: true });
    const edge = await edgeOf('1:0');
    expect(screen.getByRole('button', { name: 'Connect a reply' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => nodeOf(1).focus());
    key('k', { ctrlKey: true }, nodeOf(1));
    fireEvent.click(edge);
    act(() => edge.focus());
    key('Delete', {}, edge);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the connection/ })).toBeNull();
    expect(store.getState().revision).toBe(0);
  });
});
