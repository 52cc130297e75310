import { act, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
} from './index';

function Where() {
  const { id } = useParams();
  return <p>{`${useLocation().pathname} ${id ?? ''}`}</p>;
}

describe('@atende/routing', () => {
  it('matches the paths of the route registry', () => {
    expect(
      matchPath({ path: '/painel/edit-user/:id', end: true }, '/painel/edit-user/7')?.params,
    ).toEqual({ id: '7' });
    expect(matchPath({ path: '/painel/*', end: true }, '/fluxo')).toBeNull();
  });

  it('runs a data router with nested routes, params and redirects', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          children: [
            { path: '/', element: <Navigate to="/items/3" replace /> },
            { path: '/items/:id', element: <Where /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('/items/3 3')).toBeTruthy();
    await act(() => router.navigate('/items/9'));
    expect(screen.getByText('/items/9 9')).toBeTruthy();
  });
});
