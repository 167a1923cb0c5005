import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { Heading, Text } from '@chakra-ui/react/typography';
import { NAV_LINKS, SAMPLE_JOBS, type SampleJob } from './sample-jobs';

/** PlainCards' page through Chakra's components (the facade's subpath imports, as the app has them). */
function ChakraCard({ job }: { job: SampleJob }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={4}>
      <Link href={`/jobs/${job.slug}`}>
        <Flex gap={3}>
          <Avatar name={job.company} size="md" />
          <Stack spacing={1} flex="1">
            <Heading as="h3" size="sm">
              {job.title}
            </Heading>
            <Text color="fg.muted">{job.company}</Text>
            <Text fontSize="sm">
              {job.location} · {job.salary}
            </Text>
            <HStack>
              {job.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </HStack>
          </Stack>
          <Text fontSize="sm">{job.age}</Text>
        </Flex>
      </Link>
    </Box>
  );
}

export function ChakraCards() {
  return (
    <>
      <Box as="header" p={4}>
        <HStack as="nav" spacing={4}>
          {NAV_LINKS.map((label) => (
            <Link key={label} href="#">
              {label}
            </Link>
          ))}
        </HStack>
      </Box>
      <Container as="main" maxW="container.lg">
        <Heading as="h1">Remote crypto jobs</Heading>
        <Input aria-label="Search jobs" my={4} />
        <Stack as="ul" spacing={3}>
          {SAMPLE_JOBS.map((job) => (
            <ChakraCard key={job.slug} job={job} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
