import {
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Code,
  Container,
  Divider,
  Form,
  FormError,
  FormLabel,
  Heading,
  Input,
  Link,
  List,
  Radio,
  Select,
  Skeleton,
  Spinner,
  Table,
  Tag,
} from '@chakra-ui/theme/components';

/**
 * The style configs of the Chakra components the front ends render, and no others.
 * Chakra's default theme carries all 42 of its components' styles; the theme is part of
 * the shared `@chainwork/shared-config/react` module, which is never tree-shaken, so every
 * first page downloaded styles for sliders, steppers and number inputs it never draws.
 *
 * A component whose style is missing here renders unstyled without any error:
 * `scripts/build/chakra-theme.test.ts` fails, naming the component and the style, when a
 * front end imports a Chakra component (or a name whose code renders one, like `useToast`)
 * whose style is not listed. Keys are the theme's (`components.<Key>`), so the configs are
 * imported under those names.
 *
 * The styles of what only later code renders (the overlays, the content pages' tabs and text
 * areas) are not here: that code adds them to the theme when it loads (later-component-styles.ts).
 */
export const COMPONENT_STYLES = {
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Code,
  Container,
  Divider,
  Form,
  FormError,
  FormLabel,
  Heading,
  Input,
  Link,
  List,
  Radio,
  Select,
  Skeleton,
  Spinner,
  Table,
  Tag,
};
