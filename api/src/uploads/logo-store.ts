/**
 * What the api asks of the logo bucket (R2 binding LOGOS), as a narrow view of its own like the
 * database's: programs that compile the api's sources without the Workers types (the tooling's
 * root typecheck) can read it, and a test can pass a plain stub.
 */
export interface LogoStore {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string; cacheControl: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream } | null>;
}
