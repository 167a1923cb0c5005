import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { POSTING_STATE_LABELS, type PostingState } from '@chainwork/shared-config/posting';

/** A posting past the form (in review, live, expired, closed): what it is, and where to manage it. */
export function NotEditableNotice({ state }: { state: PostingState }) {
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="2xl" px={{ base: 5, md: 10 }} py={{ base: 6, md: 10 }}>
      <Stack spacing={4} maxW="xl">
        <Heading as="h2" size="md">
          This job is {POSTING_STATE_LABELS[state].toLowerCase()}
        </Heading>
        <Text color="fg.muted">
          {state === 'in_review'
            ? 'A moderator is checking it; you can follow it from your jobs.'
            : 'Its form is finished. Edit, renew or close it from your jobs.'}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} spacing={3}>
          <Button as={RouterLink} to={route('accountJobs').path} colorScheme="brand">
            Go to my jobs
          </Button>
          <Button as={RouterLink} to={`${route('postJob').path}?posting=new`} variant="outline">
            Post another job
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
