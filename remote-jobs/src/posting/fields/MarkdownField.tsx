import { Box, Button, Flex, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { forwardRef, useDeferredValue, useMemo, useState } from 'react';
import { markdownToDescriptionTree } from '@chainwork/shared-config/markdown-tree';
import { JobDescription } from '../../job-page/JobDescription';

/**
 * The description in markdown with a live preview converted by the api's own converter
 * (`markdownToDescriptionTree`, bundled with this lazy page) and drawn by the job page's own
 * renderer (`JobDescription`), so what the employer sees here is what visitors will read.
 * Wide screens show both side by side; phones switch between Write and Preview.
 */
export const MarkdownField = forwardRef<
  HTMLTextAreaElement,
  {
    id?: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    isInvalid?: boolean;
    describedBy?: string;
    maxLength: number;
  }
>(function MarkdownField({ id, value, onChange, onBlur, isInvalid, describedBy, maxLength }, ref) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // Typing stays smooth in a long description: the preview may lag a keystroke behind.
  const preview = useDeferredValue(value);
  const tree = useMemo(() => markdownToDescriptionTree(preview), [preview]);
  return (
    <Box>
      <Flex justify="space-between" align="center" mb={2} display={{ base: 'flex', lg: 'none' }}>
        <HStack spacing={1} role="group" aria-label="Description view">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={tab === 'write'}
            onClick={() => setTab('write')}
            bg={tab === 'write' ? 'whiteAlpha.200' : undefined}
          >
            Write
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-pressed={tab === 'preview'}
            onClick={() => setTab('preview')}
            bg={tab === 'preview' ? 'whiteAlpha.200' : undefined}
          >
            Preview
          </Button>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={4} alignItems="stretch">
        <Box display={{ base: tab === 'write' ? 'block' : 'none', lg: 'block' }}>
          {/* A textarea drawn by the shared Input: the facade every page loads carries no Textarea. */}
          <Input
            as="textarea"
            py={3}
            resize="vertical"
            ref={ref}
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            maxLength={maxLength}
            minH={{ base: '320px', lg: '420px' }}
            h="full"
            fontFamily="mono"
            fontSize="sm"
            lineHeight="tall"
            bg="bg.canvas"
            borderColor="border.subtle"
            placeholder={
              '## The role\n\nWhat the team builds and why it matters.\n\n## What you will do\n\n- …\n\n## What we look for\n\n- …'
            }
          />
        </Box>
        <Box
          as="section"
          aria-label="Description preview"
          display={{ base: tab === 'preview' ? 'block' : 'none', lg: 'block' }}
          borderWidth="1px"
          borderColor="border.subtle"
          borderRadius="md"
          bg="bg.surface"
          px={{ base: 4, md: 6 }}
          py={4}
          minH={{ base: '320px', lg: '420px' }}
          maxH="640px"
          overflowY="auto"
        >
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.08em" color="whiteAlpha.600" mb={3}>
            Preview, as on the job page
          </Text>
          {preview.trim() ? (
            <JobDescription tree={tree} />
          ) : (
            <Text color="fg.muted">Start writing: the description appears here as visitors will see it.</Text>
          )}
        </Box>
      </SimpleGrid>
    </Box>
  );
});
