import { Box, Code, Divider, Heading, Link, ListItem, OrderedList, Text, UnorderedList } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { safeMarkdownUrl, type DescriptionNode, type DescriptionTree } from '@chainwork/shared-config';
import { JOB_TWO_COLUMNS_QUERY } from '@chainwork/shared-config/job-layout';

/** Headings start at h2 (the job title is the page's h1; the api sends `#` as h2). */
const HEADINGS = {
  h2: { size: 'md', mt: 8, mb: 3 },
  h3: { size: 'sm', mt: 6, mb: 2 },
  h4: { size: 'sm', mt: 6, mb: 2 },
  h5: { size: 'xs', mt: 4, mb: 2 },
  h6: { size: 'xs', mt: 4, mb: 2 },
} as const;

function renderNodes(nodes: readonly DescriptionNode[] | undefined): ReactNode {
  return nodes?.map(renderNode);
}

/** One node of the tree, its element mapped to the theme. Text is React text, never markup. */
function renderNode(node: DescriptionNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = renderNodes(node.c);
  switch (node.t) {
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return (
        <Heading key={key} as={node.t} {...HEADINGS[node.t]}>
          {children}
        </Heading>
      );
    case 'p':
      return (
        <Text key={key} mb={4}>
          {children}
        </Text>
      );
    case 'ul':
      return (
        <UnorderedList key={key} spacing={2} mb={4} pl={1}>
          {children}
        </UnorderedList>
      );
    case 'ol':
      return (
        <OrderedList key={key} spacing={2} mb={4} pl={1} start={node.start}>
          {children}
        </OrderedList>
      );
    case 'li':
      return <ListItem key={key}>{children}</ListItem>;
    case 'a': {
      // Links in a description lead off-site and are not endorsed by us. The api sends only
      // safe targets; checked again here (cheap), an unsafe or missing one keeps the words.
      const href = safeMarkdownUrl(node.href ?? '');
      return href ? (
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" color="accent.200" textDecoration="underline">
          {children}
        </Link>
      ) : (
        <Text key={key} as="span">
          {children}
        </Text>
      );
    }
    case 'code':
      return (
        <Code key={key} colorScheme="purple" fontSize="0.9em">
          {children}
        </Code>
      );
    case 'hr':
      return <Divider key={key} my={6} borderColor="border.subtle" />;
    case 'blockquote':
      return (
        <Box key={key} borderLeftWidth="3px" borderColor="brand.400" pl={4} color="whiteAlpha.800" mb={4}>
          {children}
        </Box>
      );
    // A description must not load third-party pixels: a picture is its alt text.
    case 'img':
      return node.alt ? (
        <Text key={key} as="span" color="fg.muted">
          [{node.alt}]
        </Text>
      ) : null;
    case 'pre':
      return <pre key={key}>{children}</pre>;
    case 'strong':
      return <strong key={key}>{children}</strong>;
    case 'em':
      return <em key={key}>{children}</em>;
    case 'br':
      return <br key={key} />;
    default:
      // A tag this page does not know yet (a newer api): its content, without the element.
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/**
 * A job's description, rendered from the tree the api converted its markdown to
 * (`descriptionTree`; the format is shared-config's `markdown/description-tree.ts`): no
 * markdown parser in the page. The api already dropped raw HTML, unsafe link targets and
 * pictures (their alt text stays); text is rendered as text.
 */
export function JobDescription({ tree }: { tree: DescriptionTree }) {
  return (
    // In a column of its own (the job view's two columns) the first block starts at the column's
    // top. `:not(* ~ *)` is `:first-child`, which emotion warns about (for server rendering);
    // `&&` outweighs the block's own margin.
    <Box fontSize="lg" lineHeight="tall" color="whiteAlpha.900" sx={{ [JOB_TWO_COLUMNS_QUERY]: { '&& > :not(* ~ *)': { mt: 0 } } }}>
      {renderNodes(tree)}
    </Box>
  );
}
