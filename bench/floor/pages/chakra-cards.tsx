import { Provider } from '@chakra-ui/react/provider';
import { theme } from '@chainwork/shared-config/theme';
import { ChakraCards } from './ChakraCards';
import { mount } from './mount';

mount(
  <Provider theme={theme}>
    <ChakraCards />
  </Provider>,
);
