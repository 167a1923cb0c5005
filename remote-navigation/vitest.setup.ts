import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';

// Testing Library unmounts automatically only with vitest globals; they are off here.
afterEach(() => cleanup());

// Chakra's drawers, menus and toasts animate with framer-motion; happy-dom's Web
// Animations reject `finished` on cancel, which tests would report as unhandled.
// Tests assert states, not motion, so animations finish at once.
MotionGlobalConfig.skipAnimations = true;

// findBy*/waitFor give up after 1 s by default; the first menu a run opens loads the lazy
// overlays' module, which took over that on a loaded machine. The limit only bounds how long
// a broken test waits.
configure({ asyncUtilTimeout: 15_000 });
