import { ApiRequestError } from '@atende/api-client';
import type { FlowUpdateAnswer, FlowUpdateBody } from '@atende/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetFlow } from '../../../testing/renderFlow';
import { installReactFlowDom } from '../testing/reactFlowDom';
import { renderEditorScreen, testStep } from '../testing/renderEditor';

beforeAll(() => installReactFlowDom());
beforeEach(() => resetFlow());

const VALID = [testStep(0, 1, [1]), testStep(1, 2, [-1])];

/** A save the test answers when it wants (to see the buttons while it is in flight). */
function pendingSend() {
  let answer: (value: FlowUpdateAnswer) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const bodies: FlowUpdateBody[] = [];
  const send = jest.fn((body: FlowUpdateBody) => {
    bodies.push(body);
    return new Promise<FlowUpdateAnswer>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  });
  return {
    send,
    bodies,
    answer: (value: FlowUpdateAnswer) => answer(value),
    refuse: (error: unknown) => refuse(error),
  };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('flow save (seed 001 §5)', () => {
  it('is blocked by the save rules: snackbar, steps marked on the canvas and listed', async () => {
    const send = jest.fn();
    const { store } = renderEditorScreen(
      [testStep(0, 1, [1]), testStep(1, 2), testStep(2, 2, [-1])],
      { send },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/cannot be saved/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(store.getState().marked).toEqual([1, 2]);
    await waitFor(() =>
      expect(screen.getByTestId('step-1').className).toContain('flow-step--marked'),
    );
    expect(screen.getByRole('button', { name: 'Step "Step 1" has no replies' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Step "Step 2" has no incoming connection' }),
    ).toBeTruthy();
  });

  it('sends the flow over its base version with the buttons disabled until the answer', async () => {
    const call = pendingSend();
    const { store } = renderEditorScreen(VALID, { send: call.send });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Add activity' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(call.bodies[0]).toMatchObject({
      flow_Id: 7,
      base_Version: 1,
      customer_Id: 1,
      flow_Name: 'Sales',
    });
    expect(call.bodies[0]?.steps).toHaveLength(2);
    await act(async () => call.answer({ flow_Id: 7, flow_Version: 2 }));
    expect(await screen.findByText('The flow was saved.')).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(store.getState().baseVersion).toBe(2);
  });

  it('keeps every edit and says so when the save fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = pendingSend();
    const { store } = renderEditorScreen(VALID, { send: call.send });
    act(() => store.getState().updateStep(1, { step_Message: 'kept' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await act(async () => call.refuse(new ApiRequestError(500, 'internal', 'boom')));
    expect(
      await screen.findByText('The flow could not be saved; your changes are kept.'),
    ).toBeTruthy();
    expect(store.getState().steps[1]?.step_Message).toBe('kept');
    expect(store.getState().baseVersion).toBe(1);
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows who saved a newer version and saves mine as a copy (a new flow)', async () => {
    const call = pendingSend();
    const onNewFlow = jest.fn();
    renderEditorScreen(VALID, { send: call.send, onNewFlow });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const refused = new ApiRequestError(409, 'flow_version_conflict', 'newer', undefined, {
      conflict: {
        version: 5,
        saved_By: { user_Login: 'ana', user_Name: 'Ana Lima' },
        saved_At: '2026-11-26T10:00:00Z',
      },
    });
    await act(async () => call.refuse(refused));
    expect(await screen.findByText('Someone else saved this flow')).toBeTruthy();
    expect(screen.getByText(/Ana Lima saved it at/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save mine as a copy' }));
    await waitFor(() => expect(call.bodies).toHaveLength(2));
    expect(call.bodies[1]).toMatchObject({ save_Source: 'copy' });
    expect(call.bodies[1]?.flow_Id).toBeUndefined();
    await act(async () => call.answer({ flow_Id: 12, flow_Version: 1 }));
    await waitFor(() => expect(onNewFlow).toHaveBeenCalledWith(12));
  });

  it('offers to reload the stored flow after a conflict', async () => {
    const call = pendingSend();
    const onReload = jest.fn();
    renderEditorScreen(VALID, { send: call.send, onReload });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const refused = new ApiRequestError(409, 'flow_version_conflict', 'newer', undefined, {
      conflict: {
        version: 5,
        saved_By: { user_Login: 'ana', user_Name: '' },
        saved_At: '2026-11-26T10:00:00Z',
      },
    });
    await act(async () => call.refuse(refused));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload their version' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
