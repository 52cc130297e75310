// The router of every app (ADR 0016). react-router is one 480 kB module that a federation share would
// load whole; this package re-exports the part the apps use, is shared as the singleton in its place
// and is tree-shaken when built. Import routing from here, never from react-router (a lint rule): a
// second copy of react-router would have its own contexts, and a remote's hooks would not see the
// shell's router.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  Blocker,
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  RouteObject,
} from 'react-router';
