import { Alert, AlertDescription, AlertIcon, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PostingView } from '../../api/outputs';
import { formatAge } from '../../format/age';

/** On return: the draft is here as it was saved, and the way to start another job instead. */
export function ResumeNotice({ posting, onStartOver }: { posting: PostingView; onStartOver: () => void }) {
  const [now] = useState(() => new Date());
  const title = posting.data.job?.title ?? posting.data.company?.name;
  return (
    <Alert
      status="success"
      variant="subtle"
      borderRadius="xl"
      bg="rgba(104, 211, 145, 0.08)"
      // Narrow screens stack the text and the button: the icon stays beside the first line.
      alignItems={{ base: 'start', md: 'center' }}
    >
      <AlertIcon />
      <Flex flex="1" gap={3} align={{ base: 'start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <AlertDescription>
          <Text>
            Welcome back: your draft{title ? ` “${title}”` : ''} was saved {formatAge(posting.savedAt, now)} and is right where you left it.
          </Text>
        </AlertDescription>
        <Button size="sm" variant="ghost" onClick={onStartOver} flexShrink={0} ml={{ base: -3, md: 0 }}>
          Start a new job instead
        </Button>
      </Flex>
    </Alert>
  );
}
