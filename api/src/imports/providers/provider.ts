import type { Provider, RawPosting } from '../types';

/**
 * Where each provider is asked: production hosts, or the local stand-in (`IMPORT_STANDIN_URL`)
 * in their place. No trailing slash. `jsonld` is null in production: a careers page is its own
 * https address, and only the stand-in serves careers pages by path.
 */
export type ProviderBases = Record<Exclude<Provider, 'jsonld'>, string> & { jsonld: string | null };

/** One request of a board: Lever's boards come in pages, the others in one answer. */
export interface PageRequest {
  /** Postings to skip (Lever's `skip`); 0 for the first page. */
  skip: number;
}

/** What the adapter needs to read an answer. */
export interface ParseContext {
  /** The address the answer came from (JSON-LD postings without a url of their own point there). */
  url: URL;
}

/** One provider's documented format: where its board is and how to read the answer. */
export interface ProviderAdapter {
  provider: Provider;
  /** What the answer must be: JSON (the APIs) or an HTML page (careers pages). */
  body: 'json' | 'html';
  /** Page size when the provider pages its boards (Lever), else null: one request is the board. */
  pageSize: number | null;
  /**
   * The address of the board (of one page of it). The board is already a valid BoardRef; the
   * careers page's address is checked by the fetcher (it depends on the bases).
   */
  url(board: string, bases: ProviderBases, page: PageRequest): URL;
  /** The postings of one answer; throws SourceError('format') when it is not the documented shape. */
  parse(body: string, context: ParseContext): RawPosting[];
  /**
   * The same answer item by item, where the format allows it: the answer's own shape is checked
   * here, each item's only when it is read, so an item known byte for byte is never parsed again.
   */
  items?(body: string, context: ParseContext): RawItem[];
}

/** One posting of an answer, not yet checked by the provider's schema. */
export interface RawItem {
  /** The provider's id of the posting, when the item has one of the right type. */
  externalId: string | null;
  /** The item as the answer's JSON had it: what its raw hash covers. */
  raw: unknown;
  /** The posting, checked by the provider's schema; throws SourceError('format') as parse does. */
  read(): RawPosting;
}
