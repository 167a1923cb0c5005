import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '@chainwork/shared-config/react';
import { FlowSkeleton } from './flow/FlowSkeleton';
import { PostingFlow } from './flow/PostingFlow';
import { SignInInvitation } from './SignInInvitation';

/**
 * /post-job: the employer's way onto the board. A visitor who is not signed in sees what
 * posting buys and is asked to sign in (or up), coming back here; a signed-in employer
 * gets the guided form, resumed where they left it.
 */
export function PostJob() {
  const { status } = useAuth();
  return (
    <Stack spacing={{ base: 8, md: 10 }}>
      <Stack spacing={3} maxW="3xl">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          Post a job
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
          Reach people who want to build in crypto. Salary up front, a person checks every job, and candidates apply on your own page.
        </Text>
      </Stack>
      {status === 'loading' ? <FlowSkeleton /> : status === 'signed-in' ? <PostingFlow /> : <SignInInvitation />}
    </Stack>
  );
}
