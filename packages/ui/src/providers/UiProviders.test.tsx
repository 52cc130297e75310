import { initLocale, setLanguage } from '@atende/locale';
import { ProTable } from '@ant-design/pro-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../feedback/useSnackbar';
import { UiProviders } from './UiProviders';

beforeAll(() => {
  initLocale({ language: 'en' });
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function Texts() {
  const { t } = useTranslation();
  return <span>{t('ui:list.retry')}</span>;
}

describe('UiProviders', () => {
  it('gives i18next the shared instance and follows the language', async () => {
    render(
      <UiProviders>
        <Texts />
      </UiProviders>,
    );
    expect(screen.getByText('Try again')).toBeTruthy();
    await act(() => setLanguage('es'));
    expect(screen.getByText('Intentar de nuevo')).toBeTruthy();
  });

  it.each([
    ['pt', 'Limpar', 'Filtrar'],
    ['en', 'Reset', 'Query'],
    ['es', 'Limpiar', 'Buscar'],
  ])('pro-components speak %s, never Chinese', async (language, reset, query) => {
    await act(() => setLanguage(language));
    render(
      <UiProviders>
        <ProTable
          rowKey="id"
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          dataSource={[]}
          search={{}}
        />
      </UiProviders>,
    );
    expect(await screen.findByText(reset)).toBeTruthy();
    expect(screen.getByText(query)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('leaves antd App out on request, keeping the texts and locale', async () => {
    await act(() => setLanguage('en'));
    const withApp = render(
      <UiProviders>
        <Texts />
      </UiProviders>,
    );
    expect(withApp.container.querySelector('.ant-app')).not.toBeNull();
    withApp.unmount();
    const without = render(
      <UiProviders app={false}>
        <Texts />
        <DatePicker open />
      </UiProviders>,
    );
    expect(without.container.querySelector('.ant-app')).toBeNull();
    expect(screen.getByText('Try again')).toBeTruthy();
    expect(await screen.findByText('Today')).toBeTruthy();
  });

  it("gives antd the language's locale", async () => {
    await act(() => setLanguage('pt'));
    render(
      <UiProviders>
        <DatePicker open />
      </UiProviders>,
    );
    expect(await screen.findByText('Hoje')).toBeTruthy();
  });
});

function SnackbarButtons() {
  const snackbar = useSnackbar();
  return (
    <>
      <Button onClick={() => snackbar.error('Could not save')}>fail</Button>
      <Button onClick={() => snackbar.success('Saved')}>ok</Button>
    </>
  );
}

describe('useSnackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message (fails if messages stopped showing), never stacks duplicates, closes after 3 s', async () => {
    render(
      <UiProviders>
        <SnackbarButtons />
      </UiProviders>,
    );
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('ok'));
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getAllByText('Could not save')).toHaveLength(1);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(3500);
    });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('draws snackbars above dialogs', async () => {
    render(
      <UiProviders>
        <SnackbarButtons />
      </UiProviders>,
    );
    fireEvent.click(screen.getByText('ok'));
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/\.ant-message\{[^}]*z-index:2100/);
  });
});
