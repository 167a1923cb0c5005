import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { DevelopersPage } from './DevelopersPage';
import { OPENAPI_FIXTURE } from './openapi-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answers: Response[];
const fetchMock = vi.fn(async (..._args: unknown[]) => answers.shift() ?? json({}, 500));
const writeText = vi.fn(async (_text: string) => {});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <DevelopersPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  writeText.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('DevelopersPage', () => {
  it('renders each operation of the live document with its parameters, response fields and a curl command for this site', async () => {
    answers.push(json(OPENAPI_FIXTURE));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeTruthy();
    expect(screen.getByText('Loading the API reference…')).toBeTruthy();

    const search = (await screen.findByRole('heading', { level: 3, name: 'Search jobs' })).closest('article') as HTMLElement;
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/openapi.json', expect.anything());
    expect(screen.getByRole('heading', { level: 3, name: 'One job' })).toBeTruthy();
    expect(within(search).getByText('/api/v1/jobs')).toBeTruthy();
    const params = within(search).getByRole('table', { name: 'Parameters of GET /api/v1/jobs' });
    expect(within(params).getByRole('rowheader', { name: /^q/ })).toBeTruthy();
    expect(within(params).getByText('Words to search for')).toBeTruthy();
    const fields = within(search).getByRole('table', { name: 'Response fields of GET /api/v1/jobs' });
    expect(within(fields).getByText('items[].salary.currency')).toBeTruthy();
    expect(within(fields).getByText('Salary | null')).toBeTruthy();
    // A description's `backticked` word is code, and nothing in it is read as HTML.
    expect(within(fields).getByText('cursor').tagName).toBe('CODE');

    const curl = `curl -sS '${window.location.origin}/api/v1/jobs?q=rust+dev'\\''s'`;
    expect(within(search).getByRole('figure', { name: 'curl example for GET /api/v1/jobs' }).querySelector('pre')?.textContent).toBe(curl);
    fireEvent.click(within(search).getByRole('button', { name: 'Copy curl example for GET /api/v1/jobs' }));
    expect(await within(search).findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(curl);

    // How to send a key and where to get one, the limits and the one error shape.
    expect(screen.getByText('Authorization: Bearer $CHAINWORK_API_KEY')).toBeTruthy();
    expect(screen.getByRole('link', { name: /API keys page/ }).getAttribute('href')).toBe('/account/api-keys');
    expect(screen.getByRole('heading', { level: 2, name: 'Limits and caching' })).toBeTruthy();
    const errors = screen.getByRole('heading', { level: 2, name: 'Errors' }).parentElement as HTMLElement;
    expect(within(within(errors).getByRole('table', { name: 'Fields of an error' })).getByText('error.code')).toBeTruthy();
    expect(within(errors).getByText(/"No job has this slug"/)).toBeTruthy();
  });

  it('says clearly when the document cannot be loaded, and loads it on "Try again"', async () => {
    answers.push(json({ error: { code: 'unavailable', message: 'Try later' } }, 503));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The API reference could not be loaded.');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();

    answers.push(json(OPENAPI_FIXTURE));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Search jobs' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a document it cannot read (not OpenAPI 3.1) as an error, never half a page', async () => {
    answers.push(json({ ...OPENAPI_FIXTURE, openapi: '3.0.3' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The API reference could not be loaded.');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
