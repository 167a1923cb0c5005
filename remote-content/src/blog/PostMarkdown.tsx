import { useMemo, type ReactNode } from 'react';
import {
  Box,
  Code,
  Divider,
  Heading,
  Link,
  ListItem,
  OrderedList,
  Table,
  TableContainer,
  Tbody,
  Td,
  Text,
  Th,
  Thead,
  Tr,
  UnorderedList,
  type HeadingProps,
} from '@chakra-ui/react';
import { Image } from '@chainwork/shared-config/chakra-content';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { headingIds } from './heading-ids';
import { isBlogMedia, isSitePath, safePostUrl } from './post-urls';

type Node = ExtraProps['node'];

/** A heading with an anchor: its id comes from the source line, and its text links to itself. */
function anchoredHeading(ids: Map<number, string>, as: 'h2' | 'h3' | 'h4', size: HeadingProps['size'], mt: number) {
  return function AnchoredHeading({ node, children }: { node?: Node; children?: ReactNode }) {
    const id = ids.get(node?.position?.start.line ?? -1);
    return (
      <Heading as={as} id={id} size={size} mt={mt} mb={3} color="white" letterSpacing="-0.01em" scrollMarginTop="6rem">
        {id ? (
          <Link href={`#${id}`} color="inherit" _hover={{ color: 'accent.200', textDecoration: 'underline' }}>
            {children}
          </Link>
        ) : (
          children
        )}
      </Heading>
    );
  };
}

/** A paragraph that holds only an image is a figure, not a paragraph (a figure may not sit in a <p>). */
function isLoneImage(node: Node): boolean {
  const kids = node?.children.filter((child) => !(child.type === 'text' && !child.value.trim())) ?? [];
  return kids.length === 1 && kids[0]?.type === 'element' && kids[0].tagName === 'img';
}

function components(ids: Map<number, string>): Components {
  return {
    // The post title is the page's only h1; the loader refuses `#` headings in posts.
    h1: anchoredHeading(ids, 'h2', 'lg', 10),
    h2: anchoredHeading(ids, 'h2', 'lg', 10),
    h3: anchoredHeading(ids, 'h3', 'md', 8),
    h4: anchoredHeading(ids, 'h4', 'sm', 6),
    p: ({ node, children }) => (isLoneImage(node) ? <>{children}</> : <Text mb={5}>{children}</Text>),
    ul: ({ children }) => (
      <UnorderedList spacing={2} mb={5} pl={1}>
        {children}
      </UnorderedList>
    ),
    ol: ({ children }) => (
      <OrderedList spacing={2} mb={5} pl={1}>
        {children}
      </OrderedList>
    ),
    li: ({ children }) => <ListItem>{children}</ListItem>,
    strong: ({ children }) => (
      <Text as="strong" color="white" fontWeight="700">
        {children}
      </Text>
    ),
    a: ({ href, children }) => {
      if (!href) return <Text as="span">{children}</Text>;
      if (isSitePath(href))
        return (
          <Link as={RouterLink} to={href} color="accent.200" textDecoration="underline">
            {children}
          </Link>
        );
      if (href.startsWith('#'))
        return (
          <Link href={href} color="accent.200" textDecoration="underline">
            {children}
          </Link>
        );
      return (
        <Link href={href} isExternal rel="noopener noreferrer" color="accent.200" textDecoration="underline">
          {children}
        </Link>
      );
    },
    code: ({ children }) => (
      <Code colorScheme="purple" fontSize="0.9em" px={1.5} borderRadius="md">
        {children}
      </Code>
    ),
    pre: ({ children }) => (
      <Box
        as="pre"
        bg="ink.900"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="lg"
        p={{ base: 4, md: 5 }}
        mb={6}
        overflowX="auto"
        fontSize="sm"
        lineHeight="1.7"
        tabIndex={0}
        sx={{ '& > code': { bg: 'transparent', color: 'brand.50', p: 0, fontSize: 'inherit', whiteSpace: 'pre' } }}
      >
        {children}
      </Box>
    ),
    table: ({ children }) => (
      <TableContainer mb={6} borderWidth="1px" borderColor="border.subtle" borderRadius="lg" whiteSpace="normal" tabIndex={0}>
        <Table size="sm" variant="simple">
          {children}
        </Table>
      </TableContainer>
    ),
    thead: ({ children }) => <Thead bg="whiteAlpha.50">{children}</Thead>,
    tbody: ({ children }) => <Tbody>{children}</Tbody>,
    tr: ({ children }) => <Tr>{children}</Tr>,
    th: ({ children, style }) => (
      <Th
        color="brand.100"
        borderColor="border.subtle"
        textTransform="none"
        letterSpacing="normal"
        fontSize="sm"
        py={3}
        textAlign={style?.textAlign ?? 'left'}
        minW="7rem"
      >
        {children}
      </Th>
    ),
    td: ({ children, style }) => (
      <Td borderColor="border.subtle" py={3} fontSize="md" textAlign={style?.textAlign ?? 'left'} verticalAlign="top">
        {children}
      </Td>
    ),
    hr: () => <Divider my={8} borderColor="border.subtle" />,
    blockquote: ({ children }) => (
      <Box as="blockquote" borderLeftWidth="3px" borderColor="accent.400" pl={5} color="whiteAlpha.800" mb={5}>
        {children}
      </Box>
    ),
    img: ({ src, alt }) =>
      typeof src === 'string' && isBlogMedia(src) ? (
        <Box as="figure" my={8}>
          <Image src={src} alt={alt ?? ''} loading="lazy" w="full" borderRadius="lg" borderWidth="1px" borderColor="border.subtle" />
          {alt ? (
            <Text as="figcaption" mt={3} fontSize="sm" color="fg.muted" textAlign="center">
              {alt}
            </Text>
          ) : null}
        </Box>
      ) : (
        <Text as="span" color="fg.muted">
          [{alt}]
        </Text>
      ),
  };
}

/**
 * A post's markdown, rendered like a job description (react-markdown, in the browser):
 * raw HTML is skipped, link targets pass `safePostUrl`, images come only from the blog's
 * own media. GitHub-flavoured markdown adds tables; headings get anchors.
 */
export function PostMarkdown({ markdown }: { markdown: string }) {
  const mapped = useMemo(() => components(headingIds(markdown)), [markdown]);
  return (
    <Box fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.75" color="whiteAlpha.900">
      <Markdown skipHtml remarkPlugins={[remarkGfm]} urlTransform={safePostUrl} components={mapped}>
        {markdown}
      </Markdown>
    </Box>
  );
}
