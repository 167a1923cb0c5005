import { Provider } from '@chakra-ui/react/provider';
import { theme } from '@chainwork/shared-config/theme';
import { mount } from './mount';

// The provider the shell mounts (shared-config/src/vendor/chakra.ts) with the app's theme, around one heading.
mount(
  <Provider theme={theme}>
    <h1>Remote crypto jobs</h1>
  </Provider>,
);
