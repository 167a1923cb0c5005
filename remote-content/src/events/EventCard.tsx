import { Badge, Box, Button, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { eventCalendarPath } from '@chainwork/shared-config';
import { EVENT_FORMAT_TERMS, EVENT_KIND_TERMS, EVENT_REGION_TERMS, termLabel } from '@chainwork/shared-config/content';
import type { RouterOutputs } from '@chainwork/api';
import { dateRange } from './month-groups';

export type CalendarEvent = RouterOutputs['content']['events']['list'][number];

const KIND_COLOURS: Record<string, string> = { conference: 'purple', hackathon: 'pink', meetup: 'green' };
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

function place(event: CalendarEvent): string {
  if (event.format === 'online') return 'Online';
  const where = [event.city, termLabel(EVENT_REGION_TERMS, event.region)].filter(Boolean).join(', ');
  return event.format === 'hybrid' ? `${where} and online` : where;
}

export function EventCard({ event }: { event: CalendarEvent }) {
  const start = new Date(`${event.startsOn}T00:00:00Z`);
  return (
    <HStack
      as="article"
      aria-labelledby={`event-${event.slug}`}
      align="stretch"
      spacing={0}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      overflow="hidden"
    >
      <Stack
        aria-hidden
        justify="center"
        align="center"
        spacing={0}
        minW={{ base: '64px', md: '84px' }}
        bgGradient="linear(to-b, brand.700, accent.700)"
        color="white"
        py={4}
      >
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1">
          {SHORT.format(start)}
        </Text>
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.1em">
          {MONTH.format(start)}
        </Text>
      </Stack>
      <Stack flex="1" p={{ base: 4, md: 5 }} spacing={2} minW={0}>
        <Wrap spacing={2} align="center">
          <Badge colorScheme={KIND_COLOURS[event.kind]} variant="subtle" borderRadius="full" px={2} textTransform="none">
            {termLabel(EVENT_KIND_TERMS, event.kind)}
          </Badge>
          <Badge variant="outline" colorScheme="whiteAlpha" color="whiteAlpha.800" borderRadius="full" px={2} textTransform="none">
            {termLabel(EVENT_FORMAT_TERMS, event.format)}
          </Badge>
          {event.sample ? (
            <Badge
              colorScheme="yellow"
              variant="subtle"
              borderRadius="full"
              px={2}
              textTransform="none"
              title="Fictional sample data for local development"
            >
              Sample data
            </Badge>
          ) : null}
        </Wrap>
        <Heading as="h3" id={`event-${event.slug}`} size="sm">
          {event.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={event.startsOn}>{dateRange(event.startsOn, event.endsOn)}</time> · {place(event)}
        </Text>
        <Text fontSize="sm" color="whiteAlpha.800" noOfLines={3}>
          {event.description}
        </Text>
        <HStack spacing={3} pt={1} flexWrap="wrap">
          <Button
            as="a"
            href={eventCalendarPath(event.slug)}
            download={`${event.slug}.ics`}
            size="sm"
            variant="outline"
            colorScheme="whiteAlpha"
            color="white"
            aria-label={`Add ${event.name} to calendar`}
          >
            Add to calendar
          </Button>
          <Link href={event.url} isExternal rel="noopener noreferrer" fontSize="sm" fontWeight="semibold" color="accent.200">
            Event website{' '}
            <Box as="span" aria-hidden>
              ↗
            </Box>
            <Box as="span" srOnly>
              {' '}
              ({event.name}, opens in a new tab)
            </Box>
          </Link>
        </HStack>
      </Stack>
    </HStack>
  );
}
