import { mount } from './mount';

mount(<h1>Remote crypto jobs</h1>);
