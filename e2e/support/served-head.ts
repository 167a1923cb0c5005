import type { APIRequestContext } from '@playwright/test';

/** Reads the document the gateway serves, without running any JavaScript: status, head fields, JSON-LD. */
export async function servedHead(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers });
  const html = await res.text();
  const one = (re: RegExp) => html.match(re)?.[1];
  const decode = (s?: string) =>
    s
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const ld = one(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return {
    status: res.status(),
    headers: res.headers(),
    title: decode(one(/<title>([\s\S]*?)<\/title>/)),
    description: decode(one(/<meta name="description" content="([^"]*)"/)),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    jsonLd: ld ? JSON.parse(ld) : undefined,
    html,
  };
}
