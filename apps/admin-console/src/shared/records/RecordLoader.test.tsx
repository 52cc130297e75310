import { sessionStore } from '@atende/api-client';
import { Route, Routes } from '@atende/routing';
import { fireEvent, screen } from '@testing-library/react';
import { loginManager, renderConsole, resetConsole } from '../../testing/renderConsole';
import { RecordLoader, type RecordsQuery } from './RecordLoader';

interface Item {
  id: number;
  name: string;
}

const TEXTS = { loadFailed: 'Items could not be loaded.', notFound: 'No such item.' };

function query(patch: Partial<RecordsQuery<Item>>): RecordsQuery<Item> {
  return { isPending: false, isError: false, isFetching: false, refetch: jest.fn(), ...patch };
}

function renderLoader(state: RecordsQuery<Item>, id = 7) {
  renderConsole(
    <Routes>
      <Route
        path="/painel/item/:id"
        element={
          <RecordLoader
            query={state}
            find={(all) => all.find((item) => item.id === id)}
            texts={TEXTS}
            listPath="/painel/items"
          >
            {(item, customerId) => <p>{`form of ${item.name} in ${customerId}`}</p>}
          </RecordLoader>
        }
      />
      <Route path="/painel/items" element={<p>the list</p>} />
    </Routes>,
    { path: '/painel/item/7' },
  );
}

describe('RecordLoader', () => {
  beforeEach(async () => {
    await resetConsole();
    loginManager({});
  });

  it('renders the form with the record and the current customer', () => {
    renderLoader(query({ data: [{ id: 7, name: 'seven' }] }));
    expect(screen.getByText('form of seven in 1')).toBeTruthy();
  });

  it('a failed load offers Try again, which fetches again', () => {
    const state = query({ isError: true });
    renderLoader(state);
    expect(screen.getByText(TEXTS.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('an id not in the list says so and goes back to the list', async () => {
    renderLoader(query({ data: [{ id: 8, name: 'eight' }] }));
    expect(screen.getByText(TEXTS.notFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('the list')).toBeTruthy();
  });

  it('asks for a customer when none is chosen', () => {
    sessionStore.getState().setCustomer(null);
    renderLoader(query({ data: [{ id: 7, name: 'seven' }] }));
    expect(screen.getByText('Choose a customer in the side menu to see its data.')).toBeTruthy();
    expect(screen.queryByText(/form of/)).toBeNull();
  });
});
