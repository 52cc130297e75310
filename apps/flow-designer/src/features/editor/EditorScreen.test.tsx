import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { resetFlow } from '../../testing/renderFlow';
import { chooseOption } from './testing/chooseOption';
import { installReactFlowDom } from './testing/reactFlowDom';
import { renderEditorScreen, testStep } from './testing/renderEditor';

let api: FakeApi;
beforeAll(() => installReactFlowDom());
beforeEach(async () => {
  await resetFlow();
  api = fakeApi({
    User_Att_Group_List: [
      {
        attendence_Group_Id: 44,
        attendence_Group_Name: 'Support',
        attendence_Channel_Id: 1,
        enable: true,
      },
    ],
    Campaign_List: [{ campaign_Id: 91, campaign_Name: 'Black Friday', flow_Name: 'Sales' }],
  });
});
afterEach(() => api.restore());

const edgeCount = (container: HTMLElement) =>
  container.querySelectorAll('.react-flow__edge').length;

/** The canvas viewport's pan and zoom (React Flow's transform on `.react-flow__viewport`). */
function viewportOf(container: HTMLElement) {
  const style =
    container.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
  const match = /translate\(([-\d.]+)px, ?([-\d.]+)px\) scale\(([\d.]+)\)/.exec(style);
  return match ? { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) } : null;
}

describe('flow editor (seed 001 §4)', () => {
  it('brings an added activity into view when its slot lies outside the canvas', async () => {
    // The test canvas is 200 x 80 (installReactFlowDom): the first free slot, 100,300, is below it.
    const { container, store } = renderEditorScreen([]);
    await screen.findByTestId('step-0');
    await waitFor(() => expect(viewportOf(container)).not.toBeNull());
    const before = viewportOf(container)!;
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(within(dialog).getByLabelText('Activity type'), '1 · Message');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByTestId('step-1');
    const added = store.getState().steps[1]!;
    expect([added.pos_X, added.pos_Y]).toEqual([100, 300]);
    // Too tall to fit whole at a readable zoom: centred on the new step, at the same zoom.
    await waitFor(() => {
      const after = viewportOf(container)!;
      expect(after.zoom).toBeCloseTo(before.zoom);
      expect((added.pos_X + 130) * after.zoom + after.x).toBeCloseTo(100, 0);
      expect((added.pos_Y + 60) * after.zoom + after.y).toBeCloseTo(40, 0);
    });
  });

  it('starts a new flow with the step Start', async () => {
    const { store } = renderEditorScreen([]);
    expect(await screen.findByTestId('step-0')).toBeTruthy();
    expect(within(screen.getByTestId('step-0')).getByText('Start')).toBeTruthy();
    expect(store.getState().steps[0]).toMatchObject({ step_Type: 1, pos_X: 100, pos_Y: 100 });
  });

  it('draws one edge per reply to a step and final replies in red', async () => {
    const { container } = renderEditorScreen([
      testStep(0, 1, [1, 2]),
      testStep(1, 2, [-1]),
      testStep(2, 2, [0, -1]),
    ]);
    await waitFor(() => expect(edgeCount(container)).toBe(3));
    const finals = container.querySelectorAll('[data-final="true"]');
    expect(finals).toHaveLength(2);
    expect(finals[0]?.className).toContain('flow-step__reply--final');
  });

  it('replaces an output connection instead of adding one', async () => {
    const { container, store } = renderEditorScreen([
      testStep(0, 1, [1]),
      testStep(1, 2),
      testStep(2, 2),
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('Reply r0 from Start to Step 1')).toBeTruthy(),
    );
    act(() => store.getState().connect(0, 0, 2));
    await waitFor(() =>
      expect(screen.getByLabelText('Reply r0 from Start to Step 2')).toBeTruthy(),
    );
    expect(screen.queryByLabelText('Reply r0 from Start to Step 1')).toBeNull();
    expect(edgeCount(container)).toBe(1);
    expect(store.getState().steps[0]?.transitions[0]?.next_Step_Id).toBe(2);
  });

  it('opens the focused step with Enter (the shortcut sheet\'s "Edit the focused step")', async () => {
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, 2)]);
    const node = (await screen.findByTestId('step-1')).closest<HTMLElement>('.react-flow__node')!;
    act(() => node.focus());
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Edit step Step 1' })).toBeTruthy();
  });
});
