import { Box, Button, Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiBriefcase, FiClock, FiEye, FiEdit3 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { JOB_VALIDITY_MS, route } from '@chainwork/shared-config';
import { useAuth } from '@chainwork/shared-config/react';
import { SignedOutNotice } from './SignedOutNotice';

const LIVE_DAYS = Math.round(JOB_VALIDITY_MS / 86_400_000);

const STEPS = [
  { icon: FiEdit3, title: 'Describe the role', text: 'Title, salary range, location and what the team builds.' },
  { icon: FiEye, title: 'Reach job seekers', text: 'Your job appears in search and in the RSS feed.' },
  { icon: FiClock, title: `Live for ${LIVE_DAYS} days`, text: 'Follow each job and its status here.' },
];

/**
 * The employer's jobs. Jobs posted from this account are listed here; an account that
 * has not posted yet sees what posting gives them and the way to do it.
 */
export function AccountJobsPage() {
  const { status, user, sessionEnded } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'signed-in' || !user) return <SignedOutNotice what="your jobs" sessionEnded={sessionEnded ?? false} />;
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack spacing={2} mb={8}>
        <Heading as="h1" size="xl" letterSpacing="-0.02em">
          My jobs
        </Heading>
        <Text color="fg.muted">Signed in as {user.email}</Text>
      </Stack>
      <Box
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="2xl"
        px={{ base: 6, md: 12 }}
        py={{ base: 10, md: 14 }}
        textAlign="center"
      >
        <Box
          mx="auto"
          mb={5}
          w="64px"
          h="64px"
          borderRadius="full"
          display="grid"
          placeItems="center"
          bgGradient="linear(to-br, brand.500, accent.500)"
        >
          <Icon as={FiBriefcase} boxSize={7} color="white" aria-hidden />
        </Box>
        <Heading as="h2" size="md" mb={2}>
          You have not posted a job yet
        </Heading>
        <Text color="fg.muted" maxW="md" mx="auto" mb={8}>
          Post your first job to reach people who want to work in crypto. It will be listed here, with its status.
        </Text>
        <Button
          as={RouterLink}
          to={route('postJob').path}
          size="lg"
          px={8}
          borderRadius="full"
          color="white"
          bgGradient="linear(to-r, brand.500, accent.500)"
          _hover={{ bgGradient: 'linear(to-r, brand.400, accent.400)' }}
        >
          Post a job
        </Button>
        <HStack
          as="ul"
          listStyleType="none"
          spacing={0}
          mt={12}
          align="stretch"
          flexDirection={{ base: 'column', md: 'row' }}
          gap={4}
          textAlign="left"
        >
          {STEPS.map((step) => (
            <Box as="li" key={step.title} flex="1" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={5}>
              <Icon as={step.icon} boxSize={5} color="accent.300" mb={3} aria-hidden />
              <Text fontWeight="700" mb={1}>
                {step.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {step.text}
              </Text>
            </Box>
          ))}
        </HStack>
      </Box>
    </Container>
  );
}
