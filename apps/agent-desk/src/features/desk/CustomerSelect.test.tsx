import { sessionStore } from '@atende/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loginAgent, renderDesk, resetDesk } from '../../testing/renderDesk';
import { CustomerSelect } from './CustomerSelect';

const customer = (customer_Id: number, customer_Name: string) => ({
  customer_Id,
  customer_Name,
  customer_Logo_URL: '',
  store: [],
  group_List: [],
});

beforeEach(async () => {
  await resetDesk();
});

describe('CustomerSelect', () => {
  it('names the one customer as text, with no selector', () => {
    loginAgent();
    renderDesk(<CustomerSelect />);
    expect(screen.getByTestId('desk-customer').textContent).toBe('Acme Telecom');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('loads a selector for several customers; choosing one sets the session customer', async () => {
    loginAgent({ customer: [customer(1, 'Acme Telecom'), customer(2, 'Borealis')] });
    renderDesk(<CustomerSelect />);
    const select = await screen.findByRole('combobox', { name: 'Customer' });
    fireEvent.mouseDown(select);
    const option = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll<HTMLElement>('.ant-select-item-option'),
      ).find((element) => element.textContent === 'Borealis');
      if (!found) throw new Error('No option Borealis');
      return found;
    });
    act(() => fireEvent.click(option));
    expect(sessionStore.getState().currentCustomerId).toBe(2);
  });
});
