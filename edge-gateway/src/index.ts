/** The Workers entry: the only file that knows it runs on Workers. */
import { createApp } from './app';
import type { Bindings } from './env';

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Bindings>;
