import { captureDownloads } from '../testing';
import { ApiRequestError } from '@atende/api-client';
import { initLocale } from '@atende/locale';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProviders } from '../providers/UiProviders';
import { PermissionsProvider, RequireRoute } from '@atende/permissions/react';
import { ListPage, type ListColumn, type ListPageProps, type ListQuery } from './ListPage';
import { ChangeButton } from './readOnly';

interface Row {
  id: number;
  name: string;
}

beforeAll(() => {
  initLocale({ language: 'en' });
});

const columns: ListColumn<Row>[] = [{ title: 'Name', dataIndex: 'name' }];

/** The props without rowKey and columns (kept apart on each side of the load/loadAll union). */
type TestProps<T> = T extends unknown ? Omit<T, 'rowKey' | 'columns'> : never;

function renderList(props: TestProps<ListPageProps<Row>>) {
  return render(
    <UiProviders>
      <ListPage<Row> rowKey="id" columns={columns} {...props} />
    </UiProviders>,
  );
}

describe('ListPage', () => {
  it('asks the server for a page and shows its rows and total', async () => {
    const load = jest.fn(async (_q: ListQuery) => ({
      rows: [
        { id: 1, name: 'Ana' },
        { id: 2, name: 'Bo' },
      ],
      total: 42,
    }));
    renderList({ load, pageSize: 2 });
    expect(await screen.findByText('Ana', {}, { timeout: 10_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 2 }));
    expect(screen.getByTitle('21')).toBeTruthy(); // 42 rows / 2 per page
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })),
    );
  });

  it('pages the rows of loadAll on screen, loading them again for each page', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const loadAll = jest.fn(async () => all);
    renderList({ loadAll, pageSize: 2 });
    expect(await screen.findByText('Row 1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Row 2')).toBeTruthy();
    expect(screen.queryByText('Row 3')).toBeNull();
    expect(screen.getByTitle('3')).toBeTruthy(); // 5 rows / 2 per page
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Row 5')).toBeTruthy();
    expect(screen.queryByText('Row 1')).toBeNull();
    expect(loadAll).toHaveBeenCalledTimes(2);
    expect(loadAll).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ page: expect.anything() }),
    );
  });

  it('Refresh loads the page again; a new reloadKey starts again from page 1', async () => {
    let calls = 0;
    const load = jest.fn(async ({ page }: ListQuery) => {
      calls += 1;
      return { rows: [{ id: page, name: `Page ${page} load ${calls}` }], total: 3 };
    });
    const props = { load, pageSize: 1 };
    const view = renderList({ ...props, reloadKey: 'a' });
    expect(await screen.findByText('Page 1 load 1', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Page 2 load 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Page 2 load 3')).toBeTruthy();
    view.rerender(
      <UiProviders>
        <ListPage<Row> rowKey="id" columns={columns} {...props} reloadKey="b" />
      </UiProviders>,
    );
    expect(await screen.findByText('Page 1 load 4')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shows only the newest answer: an older load is aborted', async () => {
    const pending: { query: ListQuery; answer: (rows: Row[]) => void }[] = [];
    const load = jest.fn(
      (query: ListQuery) =>
        new Promise<{ rows: Row[]; total: number }>((resolve) =>
          pending.push({ query, answer: (rows) => resolve({ rows, total: 9 }) }),
        ),
    );
    const view = renderList({ load, reloadKey: 1 });
    await waitFor(() => expect(pending).toHaveLength(1));
    view.rerender(
      <UiProviders>
        <ListPage<Row> rowKey="id" columns={columns} load={load} reloadKey={2} />
      </UiProviders>,
    );
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]!.query.signal.aborted).toBe(true);
    await act(async () => {
      pending[1]!.answer([{ id: 2, name: 'Newer' }]);
      pending[0]!.answer([{ id: 1, name: 'Older' }]);
    });
    expect(await screen.findByText('Newer')).toBeTruthy();
    expect(screen.queryByText('Older')).toBeNull();
  });

  it('goes to the last page when the page shown has emptied', async () => {
    let rows = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const loadAll = jest.fn(async () => rows);
    renderList({ loadAll, pageSize: 1 });
    expect(await screen.findByText('Row 1', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Row 3')).toBeTruthy();
    rows = rows.slice(0, 2); // the last row was deleted elsewhere
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Row 2')).toBeTruthy();
    expect(screen.queryByTitle('3')).toBeNull();
  });

  it('shows a load that throws at once as the translated error', async () => {
    renderList({
      load: () => {
        throw new ApiRequestError(0, 'network', 'down');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The list could not be loaded',
    );
  });

  it('shows a translated empty state', async () => {
    renderList({ load: async () => ({ rows: [], total: 0 }) });
    expect(await screen.findByText('Nothing to show')).toBeTruthy();
  });

  it('shows the error with Try again, which loads again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, 'network', 'down'))
      .mockResolvedValue({ rows: [{ id: 1, name: 'Ana' }], total: 1 });
    renderList({ load });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.textContent).toContain('The server could not be reached');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    });
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('read-only: New and change buttons are disabled with an explanation', async () => {
    const onCreate = jest.fn();
    renderList({
      load: async () => ({ rows: [{ id: 1, name: 'Ana' }], total: 1 }),
      readOnly: true,
      onCreate,
      toolbarActions: [<ChangeButton key="group">Change group</ChangeButton>],
    });
    await screen.findByText('Ana');
    const create = screen.getByRole('button', { name: 'New' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Change group' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      screen.getAllByLabelText('Read-only access: you can view this area but not change it'),
    ).toHaveLength(2);
  });

  // Seed 000 §6: "At level exactly 2, edit, new and group-change buttons on the operator and campaign
  // lists are disabled (read-only)": the page guard's context reaches the list without a prop.
  it.each([
    [2, true],
    [3, false],
  ])('under the page guard at Campaign level %i, New is disabled: %p', async (level, disabled) => {
    const permissions = {
      customer: [],
      user_Function: [{ functionality_Name: 'Campaign', functionality_Level: level }],
      report: [],
      channel: [],
    };
    render(
      <UiProviders>
        <PermissionsProvider permissions={permissions}>
          <RequireRoute routeName="listCampaign">
            <ListPage<Row>
              rowKey="id"
              columns={columns}
              load={async () => ({ rows: [{ id: 1, name: 'Ana' }], total: 1 })}
              onCreate={jest.fn()}
              toolbarActions={[<ChangeButton key="group">Change group</ChangeButton>]}
            />
          </RequireRoute>
        </PermissionsProvider>
      </UiProviders>,
    );
    await screen.findByText('Ana');
    expect((screen.getByRole('button', { name: 'New' }) as HTMLButtonElement).disabled).toBe(
      disabled,
    );
    expect(
      (screen.getByRole('button', { name: 'Change group' }) as HTMLButtonElement).disabled,
    ).toBe(disabled);
  });

  it('exports the rows on screen as CSV with formula cells neutralised', async () => {
    const downloads = captureDownloads();
    renderList({
      load: async () => ({ rows: [{ id: 1, name: '=cmd()' }], total: 1 }),
      csv: { fileName: 'people', columns: [{ title: 'Name', value: (r: Row) => r.name }] },
    });
    await screen.findByText('=cmd()');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.files.map((file) => file.name)).toEqual(['people.csv']);
    const bytes = new Uint8Array(await downloads.files[0]!.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe("Name\r\n'=cmd()\r\n");
  });
});
