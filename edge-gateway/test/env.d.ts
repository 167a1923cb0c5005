// The bindings `cloudflare:workers` hands the tests: those of wrangler.jsonc.
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
