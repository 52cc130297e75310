import { ProFormText } from '@ant-design/pro-components';
import { ApiRequestError } from '@atende/api-client';
import { initLocale } from '@atende/locale';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from '@atende/routing';
import { UiProviders } from '../providers/UiProviders';
import { FormPage, type FormPageProps } from './FormPage';

interface Values {
  name: string;
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

function renderForm(props: Partial<FormPageProps<Values>>) {
  const onSubmit = props.onSubmit ?? jest.fn(async () => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: (
          <>
            <Link to="/elsewhere">away</Link>
            <FormPage<Values> {...props} onSubmit={onSubmit}>
              <ProFormText
                name="name"
                label="Name"
                rules={[{ required: true, message: 'Name is required' }]}
              />
            </FormPage>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <UiProviders>
      <RouterProvider router={router} />
    </UiProviders>,
  );
  return { router, onSubmit };
}

const nameInput = () => screen.findByLabelText('Name');

describe('FormPage', () => {
  it('names its Cancel button and shows extra buttons between Cancel and Save', async () => {
    const onCancel = jest.fn();
    const onExport = jest.fn();
    renderForm({
      onCancel,
      cancelText: 'Close',
      submitText: 'Next',
      extraButtons: [
        <button key="export" type="button" onClick={onExport}>
          Export
        </button>,
      ],
    });
    await nameInput();
    const labels = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(labels).toEqual(['Close', 'Export', 'Next']);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows an inline error tied to its field (aria-invalid, aria-describedby)', async () => {
    renderForm({});
    const input = await nameInput();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Name is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toContain(
      'Name is required',
    );
    expect(message).toBeTruthy();
  });

  it('runs one submit at a time: the button loads and a second submit is ignored', async () => {
    let release!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderForm({ onSubmit, initialValues: { name: 'Ana' } });
    await nameInput();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(save.className).toContain('ant-btn-loading'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(save.className).not.toContain('ant-btn-loading'));
  });

  it('puts an API error on the field it names, or shows it as a snackbar', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(409, 'conflict', 'taken', 'User_Name'))
      .mockRejectedValueOnce(new ApiRequestError(403, 'forbidden', 'no'));
    renderForm({ onSubmit, initialValues: { name: 'Ana' }, fieldNames: { User_Name: 'name' } });
    const input = await nameInput();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This conflicts with the current data. Reload and try again'),
    ).toBeTruthy();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
  });

  it("matches the API's field however it is spelled, and shows failureText for other failures", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(409, 'conflict', 'taken', '/user_name'))
      .mockRejectedValueOnce(new ApiRequestError(500, 'internal', 'boom'));
    renderForm({
      onSubmit,
      initialValues: { name: 'Ana' },
      fieldNames: { User_Name: 'name' },
      failureText: 'Could not save. Please try again',
    });
    const input = await nameInput();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save. Please try again')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Ana');
  });

  it('asks before leaving with unsaved changes (Stay keeps the page), not after a save', async () => {
    const onSuccess = jest.fn();
    const { router } = renderForm({ onSuccess });
    fireEvent.change(await nameInput(), { target: { value: 'Changed' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByText('away'));
    await screen.findAllByText('Discard the changes?');
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1); // asked once
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));

    fireEvent.click(screen.getByText('away'));
    await waitFor(() =>
      expect(
        document.querySelectorAll('.ant-modal-confirm:not(.ant-zoom-leave)').length,
      ).toBeGreaterThan(0),
    );
    const leave = await screen.findAllByRole('button', { name: 'Leave' });
    fireEvent.click(leave.at(-1)!);
    expect(await screen.findByText('elsewhere page')).toBeTruthy();
  });

  it('a saved form leaves without asking', async () => {
    const { router } = renderForm({
      onSuccess: () => void router.navigate('/elsewhere'),
    });
    fireEvent.change(await nameInput(), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('elsewhere page')).toBeTruthy();
    expect(screen.queryByText('Discard the changes?')).toBeNull();
  });
});
