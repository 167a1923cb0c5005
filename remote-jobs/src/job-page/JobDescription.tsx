import { Box, Code, Divider, Heading, Link, ListItem, OrderedList, Text, UnorderedList } from '@chakra-ui/react';
import Markdown, { type Components } from 'react-markdown';
import { JOB_MARKDOWN_RULES } from '@chainwork/shared-config';

/**
 * Markdown elements mapped to the theme. Headings start at h2 (the job title is the
 * page's h1). Links in a description lead off-site and are not endorsed by us.
 */
const components: Components = {
  h1: ({ children }) => (
    <Heading as="h2" size="md" mt={8} mb={3}>
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading as="h2" size="md" mt={8} mb={3}>
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading as="h3" size="sm" mt={6} mb={2}>
      {children}
    </Heading>
  ),
  h4: ({ children }) => (
    <Heading as="h4" size="sm" mt={6} mb={2}>
      {children}
    </Heading>
  ),
  h5: ({ children }) => (
    <Heading as="h5" size="xs" mt={4} mb={2}>
      {children}
    </Heading>
  ),
  h6: ({ children }) => (
    <Heading as="h6" size="xs" mt={4} mb={2}>
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text mb={4}>{children}</Text>,
  ul: ({ children }) => (
    <UnorderedList spacing={2} mb={4} pl={1}>
      {children}
    </UnorderedList>
  ),
  ol: ({ children }) => (
    <OrderedList spacing={2} mb={4} pl={1}>
      {children}
    </OrderedList>
  ),
  li: ({ children }) => <ListItem>{children}</ListItem>,
  // An unsafe URL (javascript:, data:, relative) was emptied by the URL transform: keep the words only.
  a: ({ href, children }) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer nofollow" color="accent.200" textDecoration="underline">
        {children}
      </Link>
    ) : (
      <Text as="span">{children}</Text>
    ),
  code: ({ children }) => (
    <Code colorScheme="purple" fontSize="0.9em">
      {children}
    </Code>
  ),
  hr: () => <Divider my={6} borderColor="border.subtle" />,
  blockquote: ({ children }) => (
    <Box borderLeftWidth="3px" borderColor="brand.400" pl={4} color="whiteAlpha.800" mb={4}>
      {children}
    </Box>
  ),
  img: ({ alt }) =>
    alt ? (
      <Text as="span" color="fg.muted">
        [{alt}]
      </Text>
    ) : null,
};

/**
 * The job's markdown description. Raw HTML is skipped (no script, no element with an
 * event handler can come from it), links keep only http(s) and mailto targets
 * (`safeMarkdownUrl`), and images are shown as their alt text: a description must not
 * load third-party pixels.
 */
export function JobDescription({ markdown }: { markdown: string }) {
  return (
    <Box fontSize="lg" lineHeight="tall" color="whiteAlpha.900">
      <Markdown {...JOB_MARKDOWN_RULES} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
