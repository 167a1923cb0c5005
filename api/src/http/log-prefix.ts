/**
 * The start of the api's log lines: the gateway's request id (it sets `x-request-id` on
 * every call and drops the client's), so one id finds a request's lines in both Workers.
 */
const REQUEST_ID = /^[\w=-]{1,255}$/;

export function logPrefix(headers: Headers): string {
  const id = headers.get('x-request-id');
  return id && REQUEST_ID.test(id) ? `[api] [request ${id}]` : '[api]';
}
