import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH, useAuth } from '@chainwork/shared-config/react';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';
import { SignedOutNotice } from '../account/SignedOutNotice';

/**
 * /admin/moderation: the Moderation area, for moderators only (the api refuses everyone
 * else). Each queue is rendered by the package that owns its data: jobs by the jobs remote.
 */
export function ModerationPage() {
  const { status, user, sessionEnded } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'signed-in' || !user) return <SignedOutNotice what="the moderation area" sessionEnded={sessionEnded ?? false} />;
  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
      <Stack spacing={2} mb={8}>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {route('moderation').label}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {route('moderation').description}
        </Text>
      </Stack>
      {user.roles.includes('moderator') ? (
        <RemoteSlot module="jobs/JobModeration" props={{}} />
      ) : (
        <Text fontSize="lg">
          This area is for Chainwork moderators, and your account is not one. If you think it should be, write to us.
        </Text>
      )}
    </Container>
  );
}
