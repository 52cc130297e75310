import { ProFormText } from '@ant-design/pro-components';
import { ApiRequestError } from '@atende/api-client';
import { initLocale } from '@atende/locale';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { RecordFormPage, type RecordFormPageProps } from './RecordFormPage';

interface Values {
  name: string;
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

function renderRecord(props: Partial<RecordFormPageProps<Values>>) {
  const onDone = jest.fn();
  const onSubmit = jest.fn(async () => undefined);
  render(
    <UiProviders>
      <RecordFormPage<Values>
        title="Edit thing"
        successText="Saved it"
        onDone={onDone}
        onSubmit={onSubmit}
        initialValues={{ name: 'Ana' }}
        guardUnsaved={false}
        {...props}
      >
        <ProFormText name="name" label="Name" />
      </RecordFormPage>
    </UiProviders>,
  );
  return { onDone, onSubmit };
}

describe('RecordFormPage', () => {
  it('shows the title and the form; a save shows the success snackbar, then goes back', async () => {
    const { onDone, onSubmit } = renderRecord({});
    expect(await screen.findByRole('heading', { name: 'Edit thing' })).toBeTruthy();
    await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved it')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana' });
  });

  it('Cancel goes back without saving', async () => {
    const { onDone, onSubmit } = renderRecord({});
    await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns above a usable form when a list of options failed', async () => {
    renderRecord({ optionsFailed: 'The channels could not be loaded' });
    expect(await screen.findByText('The channels could not be loaded')).toBeTruthy();
    expect(await screen.findByLabelText('Name', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a failed load shows the failure with Try again instead of the form', async () => {
    const onRetry = jest.fn();
    renderRecord({
      loadFailed: { message: 'Not loaded', description: 'down', retryText: 'Retry', onRetry },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Not loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('gives the history slot the field labels, which also name a field in a save error', async () => {
    const history = jest.fn((labels: Record<string, string>) => (
      <p>{`history with ${labels.user_Name}`}</p>
    ));
    renderRecord({
      fieldLabels: { user_Name: 'Full name' },
      history,
      below: <p>children records</p>,
      onSubmit: jest
        .fn()
        .mockRejectedValue(new ApiRequestError(409, 'conflict', 'taken', 'user_Name')),
    });
    expect(await screen.findByText('history with Full name')).toBeTruthy();
    expect(screen.getByText('children records')).toBeTruthy();
    await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Full name/, { selector: '.ant-message *' })).toBeTruthy();
  });
});
