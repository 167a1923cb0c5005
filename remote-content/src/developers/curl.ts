import type { OperationView } from './operations';

/** Single-quoted for a POSIX shell: nothing inside is expanded. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The operation's URL on `origin`: the api's own example request, or else the path with the
 * document's example values filled in and the query parameters it gives an example for.
 */
export function exampleUrl(origin: string, operation: OperationView): string {
  if (operation.exampleRequest) return `${origin}${operation.exampleRequest}`;
  const params = operation.parameters;
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = params.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? whole : encodeURIComponent(example);
  });
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.example !== undefined) query.append(p.name, p.example);
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
}

/**
 * A curl command for the operation, ready to paste. `authHeader` (the header line with the
 * key read from an environment variable, in double quotes so the shell expands it) is added
 * when given.
 */
export function curlCommand(origin: string, operation: OperationView, authHeader?: string): string {
  const lines = [`curl -sS${operation.method === 'GET' ? '' : ` -X ${operation.method}`} ${shellQuote(exampleUrl(origin, operation))}`];
  if (authHeader) lines.push(`  -H "${authHeader}"`);
  return lines.join(' \\\n');
}
