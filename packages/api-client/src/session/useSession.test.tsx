/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { loggedInUser } from '../testing/fixtures';
import { sessionStore } from './store';
import { useSession } from './useSession';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting() {
  const name = useSession((state) => state.user?.user_Name ?? 'nobody');
  const session = useSession();
  return <p>{`${name}:${session.currentCustomerId ?? '-'}`}</p>;
}

it('renders the session and re-renders when it changes', async () => {
  sessionStore.getState().logout();
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Greeting />));
  expect(container.textContent).toBe('nobody:-');

  await act(async () => sessionStore.getState().login(loggedInUser(), false));
  expect(container.textContent).toBe('Ana Souza:10');

  await act(async () => sessionStore.getState().logout());
  expect(container.textContent).toBe('nobody:-');
  await act(async () => root.unmount());
});
