import { mount } from './mount';
import { PlainCards } from './PlainCards';

mount(<PlainCards />);
