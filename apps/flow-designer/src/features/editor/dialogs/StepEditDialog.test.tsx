import { fakeApi, type FakeApi } from '@atende/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '../testing/chooseOption';
import { resetFlow } from '../../../testing/renderFlow';
import { installReactFlowDom } from '../testing/reactFlowDom';
import { renderEditorScreen, testStep } from '../testing/renderEditor';

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

async function openStep(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit step ${name}` }));
  return { dialog: await screen.findByRole('dialog') };
}

const labels = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.ant-form-item-label label')).map(
    (label) => label.textContent,
  );

describe('node edit dialog (seed 001 §4)', () => {
  it('shows exactly the fields of type 3 (integration)', async () => {
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, 3, [-1])]);
    const { dialog } = await openStep('Step 1');
    expect(labels(dialog)).toEqual([
      'Name',
      'Method',
      'Integration',
      'Parameter',
      'Headers',
      'Authorize',
      'Calculation',
    ]);
  });

  // Seed 001 §4's table, as it reads (types 3, 6 and 11 have their own tests); a type the table does
  // not list shows nothing extra either.
  const MESSAGE_LIKE = [
    'Name',
    'Message',
    'Calculation',
    'Image URL',
    'Operation variable',
    'Validation',
  ];
  it.each([
    [1, MESSAGE_LIKE],
    [2, MESSAGE_LIKE],
    [15, MESSAGE_LIKE],
    [4, ['Name', 'Message', 'Calculation', 'Image URL', 'Operation variable']],
    [5, ['Name']],
    [9, ['Name']],
    [12, ['Name']],
    [10, ['Name', 'Message', 'Parameter', 'Operation variable']],
    [7, ['Name']],
  ])('shows exactly the fields of type %i', async (type, fields) => {
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, type, [-1])]);
    const { dialog } = await openStep('Step 1');
    expect(labels(dialog)).toEqual(fields);
  });

  it('stores the chosen group of type 6 as the parameter', async () => {
    const { store } = renderEditorScreen([testStep(0, 1, [1]), testStep(1, 6, [-1])]);
    const { dialog } = await openStep('Step 1');
    expect(labels(dialog)).toEqual(['Name', 'Message', 'Group', 'Calculation', 'Image URL']);
    await chooseOption(within(dialog).getByLabelText('Group'), 'Support');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(store.getState().steps[1]?.step_Integration_Parameter).toBe('44');
  });

  it('stores the chosen campaign of type 11 in the headers field', async () => {
    const { store } = renderEditorScreen([testStep(0, 1, [1]), testStep(1, 11, [-1])]);
    const { dialog } = await openStep('Step 1');
    expect(labels(dialog)).toEqual(['Name', 'Parameter', 'Campaign', 'Operation variable']);
    await chooseOption(within(dialog).getByLabelText('Campaign'), 'Black Friday');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(store.getState().steps[1]?.step_Integration_Headers).toBe('91');
  });

  it('restores the earlier values on Cancel', async () => {
    const { store } = renderEditorScreen([testStep(0, 1, [1]), testStep(1, 2, [-1])]);
    const before = store.getState().steps[1];
    const { dialog } = await openStep('Step 1');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reply r0' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().steps[1]).toBe(before);
    expect(store.getState().revision).toBe(0);
  });

  it('adds a reply (0, or -1 when final) as an output and deletes one', async () => {
    const { store, container } = renderEditorScreen([testStep(0, 1, [1]), testStep(1, 2, [-1])]);
    const { dialog } = await openStep('Step 1');
    fireEvent.change(within(dialog).getByLabelText('New reply'), { target: { value: 'yes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reply' }));
    fireEvent.change(within(dialog).getByLabelText('New reply'), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Final reply' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add reply' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reply r0' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      store.getState().steps[1]?.transitions.map((t) => [t.transition_Value, t.next_Step_Id]),
    ).toEqual([
      ['yes', 0],
      ['no', -1],
    ]);
    await waitFor(() =>
      expect(
        container.querySelectorAll('[data-testid="step-1"] .react-flow__handle.source'),
      ).toHaveLength(2),
    );
  });

  it('shows everything but changes nothing when read-only (seed 001 §6)', async () => {
    renderEditorScreen([testStep(0, 1, [1]), testStep(1, 3, [-1])], { readOnly: true });
    const { dialog } = await openStep('Step 1');
    expect((within(dialog).getByLabelText('Integration') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add activity' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
