/**
 * React as a global, for front-end source that tsx compiles with the classic JSX runtime
 * (`React.createElement`): tsx applies the calling tsconfig's `jsx` only to the files it
 * includes, and a build config that imports a package's components (a remote's first-view
 * sample) reaches files outside it. Import this before any such component module: some
 * create elements when they load.
 */
import * as React from 'react';

(globalThis as { React?: unknown }).React ??= React;
