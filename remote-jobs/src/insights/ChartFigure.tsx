import {
  Box,
  Button,
  Heading,
  Stack,
  Table,
  TableCaption,
  TableContainer,
  Tbody,
  Td,
  Text,
  Th,
  Thead,
  Tr,
  useDisclosure,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface DataTable {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
  /** Columns holding numbers, right-aligned. */
  numeric?: readonly number[];
}

/**
 * One chart with what makes it accessible: a heading, a text summary (also the chart's
 * accessible name, since the drawing itself says nothing to a screen reader), and the
 * same data as a table behind a toggle.
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: DataTable;
  children: ReactNode;
}) {
  const id = useId();
  const { isOpen, onToggle } = useDisclosure();
  return (
    <Stack
      as="figure"
      aria-labelledby={`${id}-title`}
      spacing={4}
      m={0}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
      minW={0}
    >
      <Stack as="figcaption" spacing={2}>
        <Heading as="h2" id={`${id}-title`} size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{summary}</Text>
      </Stack>
      <Box role="img" aria-label={summary} w="full">
        {children}
      </Box>
      <Box>
        <Button size="sm" variant="link" color="accent.200" onClick={onToggle} aria-expanded={isOpen} aria-controls={`${id}-table`}>
          {isOpen ? 'Hide the data table' : 'Show the data table'}
        </Button>
        {isOpen ? (
          <TableContainer id={`${id}-table`} mt={3} borderWidth="1px" borderColor="border.subtle" borderRadius="md">
            <Table size="sm" variant="simple">
              <TableCaption placement="top" mt={2} color="fg.muted">
                {table.caption}
              </TableCaption>
              <Thead>
                <Tr>
                  {table.columns.map((c, i) => (
                    <Th key={c} isNumeric={table.numeric?.includes(i)} color="whiteAlpha.700" borderColor="border.subtle">
                      {c}
                    </Th>
                  ))}
                </Tr>
              </Thead>
              <Tbody>
                {table.rows.map((row, r) => (
                  <Tr key={r}>
                    {row.map((cell, i) => (
                      <Td key={i} isNumeric={table.numeric?.includes(i)} borderColor="border.subtle">
                        {cell}
                      </Td>
                    ))}
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </TableContainer>
        ) : null}
      </Box>
    </Stack>
  );
}
