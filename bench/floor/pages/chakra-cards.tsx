import { Provider } from '@chakra-ui/react/provider';
import { theme } from '../../../shared-config/src/theme/index';
import { ChakraCards } from './ChakraCards';
import { mount } from './mount';

mount(
  <Provider theme={theme}>
    <ChakraCards />
  </Provider>,
);
