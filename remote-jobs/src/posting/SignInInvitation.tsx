import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@chainwork/shared-config/router';
import { authPageHref, publicSettings } from '@chainwork/shared-config';
import { PLAN_IDS } from '@chainwork/shared-config/posting';
import { PlanBody } from './steps/PlanCards';

/** For a visitor who is not signed in: the plans, and sign-in or sign-up that come back here. */
export function SignInInvitation() {
  const location = useLocation();
  const settings = publicSettings();
  const here = `${location.pathname}${location.search}`;
  return (
    <Stack spacing={{ base: 8, md: 10 }}>
      <Flex
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="2xl"
        px={{ base: 5, md: 10 }}
        py={{ base: 6, md: 8 }}
        gap={6}
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
      >
        <Box>
          <Heading as="h2" size="md" mb={1}>
            Sign in to post a job
          </Heading>
          <Text color="fg.muted">Your draft is saved as you go, so you can finish it later on any device.</Text>
        </Box>
        <Flex gap={3} direction={{ base: 'column', sm: 'row' }} flexShrink={0}>
          <Button as={RouterLink} to={authPageHref(settings.signUpPath, here)} size="lg" variant="outline">
            Create an account
          </Button>
          <Button as={RouterLink} to={authPageHref(settings.signInPath, here)} size="lg" variant="brand">
            Sign in
          </Button>
        </Flex>
      </Flex>
      <Box>
        <Heading as="h2" size="lg" mb={2}>
          Plans
        </Heading>
        <Text color="fg.muted" mb={6}>
          One payment per job, no subscription. You choose the plan after describing the job.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} spacing={{ base: 4, md: 6 }}>
          {PLAN_IDS.map((id) => (
            <PlanBody key={id} planId={id} />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
