import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';

// Testing Library unmounts automatically only with vitest globals; they are off here.
afterEach(() => cleanup());

// Chakra's drawers, menus and toasts animate with framer-motion; happy-dom's Web
// Animations reject `finished` on cancel, which tests would report as unhandled.
// Tests assert states, not motion, so animations finish at once.
MotionGlobalConfig.skipAnimations = true;

// findBy*/waitFor give up after 1 s by default; under load a render alone can take that, and
// a list growing a few cards per transition took over 8 s here with the CPU contended.
// The limit only bounds how long a broken test waits; each test still ends by testTimeout.
configure({ asyncUtilTimeout: 15_000 });
