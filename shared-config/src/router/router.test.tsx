// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Outlet,
  PinnedLocation,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
} from './index';

afterEach(cleanup);

const seen: { location: Location | null; navigate: NavigateFunction | null; type: string | null } = {
  location: null,
  navigate: null,
  type: null,
};
function Probe() {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  seen.type = useNavigationType();
  return null;
}

function Job() {
  return <p>job {useParams().slug}</p>;
}
function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function App() {
  return (
    <>
      <Probe />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/jobs/rust-dev">Rust dev</Link>} />
          <Route path="/jobs/:slug" element={<Job />} />
          <Route path="*" element={<p>not found</p>} />
        </Route>
      </Routes>
    </>
  );
}

describe('MemoryRouter, Routes and Link', () => {
  it('renders the matched route inside its layout, and a link click moves there with its params', async () => {
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    expect(seen.location).toMatchObject({ pathname: '/', key: 'default' });
    const link = screen.getByRole('link', { name: 'Rust dev' });
    expect(link.getAttribute('href')).toBe('/jobs/rust-dev');
    await act(async () => fireEvent.click(link));
    expect(screen.getByRole('main').textContent).toBe('job rust-dev');
    expect(seen.location?.key).not.toBe('default');
    expect(seen.type).toBe('PUSH');
  });

  it('leaves modified clicks and other windows to the browser', async () => {
    render(
      <MemoryRouter>
        <App />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link'), { ctrlKey: true }));
    expect(seen.location?.pathname).toBe('/');
  });

  it('starts at the given entry, goes back with navigate(-1), and shows the splat route for an unknown path', async () => {
    render(
      <MemoryRouter initialEntries={['/', '/nowhere']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('not found')).toBeTruthy();
    await act(async () => seen.navigate!(-1));
    expect(seen.location?.pathname).toBe('/');
    expect(seen.type).toBe('POP');
  });

  it('replaces, rather than adds, the entry of a link to the page already shown', async () => {
    render(
      <MemoryRouter initialEntries={['/jobs/rust-dev']}>
        <Probe />
        <Link to="/jobs/rust-dev">again</Link>
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link')));
    expect(seen.type).toBe('REPLACE');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <button
        type="button"
        onClick={() => setParams((previous) => ({ q: `${previous.get('q') ?? ''}!`, tag: ['a', 'b'] }), { replace: true })}
      >
        {params.get('q') ?? 'none'}
      </button>
    );
  }

  it('reads the query and writes a new one on the same path, dropping the hash', async () => {
    render(
      <MemoryRouter initialEntries={['/jobs?q=rust#results']}>
        <Probe />
        <Filters />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button').textContent).toBe('rust');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(seen.location).toMatchObject({ pathname: '/jobs', search: '?q=rust%21&tag=a&tag=b', hash: '' });
    expect(seen.type).toBe('REPLACE');
    expect(screen.getByRole('button').textContent).toBe('rust!');
  });
});

describe('BrowserRouter', () => {
  it('writes React Router’s history entries and follows Back', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(window.history.state).toMatchObject({ idx: 0 });
    await act(async () => seen.navigate!('/jobs/go-dev', { state: { from: 'test' } }));
    expect(window.location.pathname).toBe('/jobs/go-dev');
    expect(window.history.state).toMatchObject({ usr: { from: 'test' }, idx: 1, key: seen.location?.key });
    expect(seen.location?.state).toEqual({ from: 'test' });
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(seen.location?.pathname).toBe('/');
    expect(seen.type).toBe('POP');
  });
});

describe('moves are transitions', () => {
  it('keeps the page on screen while the next one is still loading', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Slow() {
      use(gate);
      return <p>slow page</p>;
    }
    render(
      <MemoryRouter>
        <Probe />
        <Suspense fallback={<p>skeleton</p>}>
          <Routes>
            <Route path="/" element={<p>first page</p>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => seen.navigate!('/slow'));
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.getByText('first page')).toBeTruthy();
    await act(async () => release());
    expect(screen.getByText('slow page')).toBeTruthy();
  });
});

describe('PinnedLocation', () => {
  it('gives its children the location it holds while the router moves on', () => {
    let pinned: Location | null = null;
    function Kept() {
      pinned = useLocation();
      return null;
    }
    function Pinning() {
      const [first] = useState(useLocation());
      return (
        <PinnedLocation location={first}>
          <Kept />
        </PinnedLocation>
      );
    }
    render(
      <MemoryRouter initialEntries={['/?q=rust']}>
        <Probe />
        <Pinning />
      </MemoryRouter>,
    );
    act(() => seen.navigate!('/jobs/rust-dev'));
    expect(seen.location!.pathname).toBe('/jobs/rust-dev');
    expect(pinned!.pathname + pinned!.search).toBe('/?q=rust');
  });
});

describe('PinnedLocation keeps its route', () => {
  it('renders the route and params it was shown with, and the same values again when the router returns to its address', async () => {
    const values = new Set<unknown>();
    function PinnedJob() {
      values.add(useLocation());
      return <p>pinned job {useParams().slug}</p>;
    }
    // The layout keeps the first job's page, pinned, whatever the router shows.
    function Keeping() {
      const here = useLocation();
      const [first] = useState(here);
      return (
        <PinnedLocation location={first}>
          <Outlet />
        </PinnedLocation>
      );
    }
    render(
      <MemoryRouter initialEntries={['/jobs/rust-dev']}>
        <Probe />
        <Routes>
          <Route element={<Keeping />}>
            <Route path="/" element={<p>home</p>} />
            <Route path="/jobs/:slug" element={<PinnedJob />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => seen.navigate!('/'));
    expect(screen.getByText('pinned job rust-dev')).toBeTruthy();
    expect(screen.queryByText('home')).toBeNull();
    await act(async () => seen.navigate!(-1));
    expect(seen.type).toBe('POP');
    expect(screen.getByText('pinned job rust-dev')).toBeTruthy();
    // One location value all along: its readers had nothing new to render.
    expect(values.size).toBe(1);
  });
});
