import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { LISTING_DAYS } from '@chainwork/shared-config/posting';
import { BriefcaseGlyph, CheckGlyph, ShieldGlyph } from '../ui/icons';

const STEPS = [
  { icon: BriefcaseGlyph, title: 'Describe the role', text: 'Title, salary range, location and what the team builds.' },
  { icon: ShieldGlyph, title: 'Checked by a person', text: 'A moderator reviews every job before it goes live.' },
  { icon: CheckGlyph, title: `Live for ${LISTING_DAYS} days`, text: 'Follow its views and apply clicks here, renew or close it.' },
];

/** The dashboard of an employer who has not posted yet: what posting gives them and the way to do it. */
export function NoJobsYet() {
  return (
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
        <BriefcaseGlyph boxSize={7} color="white" />
      </Box>
      <Heading as="h2" size="md" mb={2}>
        You have not posted a job yet
      </Heading>
      <Text color="fg.muted" maxW="md" mx="auto" mb={8}>
        Post your first job to reach people who want to work in crypto. It will be listed here, with its status.
      </Text>
      <Button as={RouterLink} to={route('postJob').path} size="lg" px={8} borderRadius="full" variant="brand">
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
          <Stack as="li" key={step.title} flex="1" spacing={1} borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={5}>
            <step.icon boxSize={5} color="accent.300" mb={2} />
            <Text fontWeight="700">{step.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {step.text}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Box>
  );
}
