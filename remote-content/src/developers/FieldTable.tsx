import { Badge, Code, Table, TableContainer, Tbody, Td, Text, Th, Thead, Tr, VisuallyHidden } from '@chakra-ui/react';
import { InlineCode } from './InlineCode';
import type { FieldRow } from './schema-fields';

/** Parameters or response fields: name, type, and what each means. */
export function FieldTable({ caption, rows, place }: { caption: string; rows: Array<FieldRow & { in?: string }>; place?: boolean }) {
  return (
    <TableContainer borderWidth="1px" borderColor="border.subtle" borderRadius="lg" whiteSpace="normal">
      <Table size="sm" variant="simple">
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <Thead>
          <Tr>
            <Th scope="col">Name</Th>
            <Th scope="col">Type</Th>
            <Th scope="col">Description</Th>
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((row) => (
            <Tr key={`${row.in ?? ''}:${row.name}`} verticalAlign="top">
              <Th scope="row" textTransform="none" letterSpacing="normal" fontWeight="normal" minW="8rem">
                <Code fontSize="sm" bg="transparent" p={0} wordBreak="break-word">
                  {row.name}
                </Code>
                {row.required ? (
                  <Badge ml={2} colorScheme="pink" variant="subtle" fontSize="2xs">
                    required
                  </Badge>
                ) : null}
                {place && row.in ? (
                  <Text fontSize="xs" color="fg.muted" mt={1}>
                    in {row.in}
                  </Text>
                ) : null}
              </Th>
              <Td minW="7rem">
                <Code fontSize="xs" bg="transparent" p={0} color="accent.200" overflowWrap="anywhere">
                  {row.type}
                </Code>
              </Td>
              <Td color="fg.muted" minW="12rem">
                {row.description ? <InlineCode text={row.description} /> : '—'}
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </TableContainer>
  );
}
