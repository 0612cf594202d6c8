// The router every app uses, shared as one module (ui/federation.js) instead of all of
// react-router: only what the screens use is bundled, about half of the package on the
// wire. Import routing from here, never from 'react-router' directly, or a
// remote would get a router of its own that does not see the shell's.
export {
  createBrowserRouter,
  createHashRouter,
  HashRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
