import superjson from 'superjson';

export type ProcedureResult = { data: unknown } | { error: { message: string; code: string; httpStatus: number } };
export type ProcedureHandler = (name: string, input: unknown) => ProcedureResult | Promise<ProcedureResult>;

const JSON_RPC_CODES: Record<string, number> = { NOT_FOUND: -32004, BAD_REQUEST: -32600, TOO_MANY_REQUESTS: -32029, INTERNAL_SERVER_ERROR: -32603 };

export interface StubCall { name: string; input: unknown }

/**
 * A fetch that answers tRPC requests like the api does (superjson, one result or error
 * per procedure): batched ones (`?batch=1`, a list) and the unbatched calls the client
 * sends for `skipBatch` (a single input, a single item), so components run through the
 * real client links in tests.
 */
export function trpcFetchStub(handler: ProcedureHandler): { fetch: typeof fetch; calls: StubCall[] } {
  const calls: StubCall[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test.local');
    const names = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
    const batched = url.searchParams.get('batch') === '1';
    // Mutations carry their inputs in a POST body, queries in the URL.
    const rawInput = init?.method === 'POST' && typeof init.body === 'string' ? init.body : url.searchParams.get('input');
    const inputs = (batched
      ? JSON.parse(rawInput ?? '{}')
      : rawInput === null ? {} : { 0: JSON.parse(rawInput) }) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
    const body = await Promise.all(names.map(async (name, index) => {
      const raw = inputs[String(index)];
      const procInput = raw === undefined ? undefined : superjson.deserialize(raw);
      calls.push({ name, input: procInput });
      const result = await handler(name, procInput);
      if ('data' in result) return { result: { data: superjson.serialize(result.data) } };
      const { message, code, httpStatus } = result.error;
      return { error: superjson.serialize({ message, code: JSON_RPC_CODES[code] ?? -32603, data: { code, httpStatus, path: name } }) };
    }));
    const status = body.every((item) => 'error' in item) ? 500 : 200;
    return new Response(JSON.stringify(batched ? body : body[0]), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: stub as typeof fetch, calls };
}
