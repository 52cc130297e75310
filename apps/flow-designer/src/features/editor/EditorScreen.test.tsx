import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { resetFlow } from '../../testing/renderFlow';
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

describe('flow editor (seed 001 §4)', () => {
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
