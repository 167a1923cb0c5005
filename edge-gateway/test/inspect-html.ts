/**
 * Reads a served document back with a real HTML parser (HTMLRewriter), so assertions
 * are about elements and decoded values, not about string shapes.
 */
export interface InspectedHtml {
  /** Tag descriptors of the children of <head>, in document order. */
  headOrder: string[];
  title: string;
  titleCount: number;
  descriptions: string[];
  canonicals: string[];
  ldJson: string[];
  inlineScripts: string[];
  scriptSrcs: string[];
  linkHrefs: string[];
  /** The nonce attribute of every script, in document order (null when it has none). */
  scriptNonces: Array<string | null>;
  /** `<script` openings counted in the raw text, as a browser's tokenizer would start them. */
  rawScriptOpenings: number;
  /** Comment nodes the parser found (`<!--` inside a quoted attribute value is text, not one). */
  comments: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}

export async function inspectHtml(html: string): Promise<InspectedHtml> {
  const out: InspectedHtml = {
    headOrder: [],
    title: '',
    titleCount: 0,
    descriptions: [],
    canonicals: [],
    ldJson: [],
    inlineScripts: [],
    scriptSrcs: [],
    linkHrefs: [],
    scriptNonces: [],
    rawScriptOpenings: (html.match(/<script/gi) ?? []).length,
    comments: 0,
  };
  let scriptText = '';
  let scriptIsLd = false;
  await new HTMLRewriter()
    .on('head > *', {
      element(el) {
        const detail =
          el.getAttribute('charset') !== null
            ? '[charset]'
            : el.getAttribute('src') !== null
              ? `[src=${el.getAttribute('src')}]`
              : el.getAttribute('type')
                ? `[type=${el.getAttribute('type')}]`
                : el.getAttribute('rel')
                  ? `[rel=${el.getAttribute('rel')}]`
                  : el.getAttribute('name')
                    ? `[name=${el.getAttribute('name')}]`
                    : '';
        out.headOrder.push(`${el.tagName}${detail}`);
      },
    })
    .on('head > title', {
      element() {
        out.titleCount += 1;
      },
      text(chunk) {
        out.title += chunk.text;
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        out.descriptions.push(decodeEntities(el.getAttribute('content') ?? ''));
      },
    })
    .on('link[rel="canonical"]', {
      element(el) {
        out.canonicals.push(decodeEntities(el.getAttribute('href') ?? ''));
      },
    })
    .on('link[href]', {
      element(el) {
        out.linkHrefs.push(decodeEntities(el.getAttribute('href') ?? ''));
      },
    })
    .on('script', {
      element(el) {
        const src = el.getAttribute('src');
        if (src !== null) out.scriptSrcs.push(decodeEntities(src));
        out.scriptNonces.push(el.getAttribute('nonce'));
        scriptText = '';
        scriptIsLd = el.getAttribute('type') === 'application/ld+json';
      },
      text(chunk) {
        scriptText += chunk.text;
        if (!chunk.lastInTextNode) return;
        if (scriptIsLd) out.ldJson.push(scriptText);
        else if (scriptText !== '') out.inlineScripts.push(scriptText);
      },
    })
    .onDocument({
      comments() {
        out.comments += 1;
      },
    })
    .transform(new Response(html))
    .text();
  out.title = decodeEntities(out.title);
  return out;
}

/** The JSON of `<script>window.__CHAINWORK__=...;</script>`, parsed. */
export function parseRuntimeConfigScript(script: string): unknown {
  const match = /^window\.__CHAINWORK__=(.*);$/s.exec(script);
  if (!match) throw new Error(`Not a runtime config script: ${script.slice(0, 60)}`);
  return JSON.parse(match[1]!);
}
