import { Box, Button, Container, Grid, Heading, HStack, Link, Skeleton, Stack, Text, useDisclosure } from '@chakra-ui/react';
import { ButtonGroup } from '@chainwork/shared-config/chakra-content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicSettings, route } from '@chainwork/shared-config';
import { EVENT_FORMAT_TERMS, EVENT_KIND_TERMS, EVENT_REGION_TERMS, type EventFilters } from '@chainwork/shared-config/content';
import { PAGE_MAX_WIDTH, useAuth, useTRPC } from '@chainwork/shared-config/react';
import { ContentHeader } from '../shared/ContentHeader';
import type { FiltersUpdate } from '../shared/use-url-filters';
import { FormAlert } from '../shared/FormAlert';
import { CollapsibleFilters } from '../shared/CollapsibleFilters';
import { ToggleGroup, toggled } from '../shared/ToggleGroup';
import { EventCard } from './EventCard';
import { groupByMonth } from './month-groups';
import { SubmitEventForm } from './SubmitEventForm';
import { useEventFilters } from './use-event-filters';
import { Modal, ModalBody, ModalCloseButton, ModalContent, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

function PeriodSwitch({ filters, onChange }: { filters: EventFilters; onChange: FiltersUpdate<EventFilters> }) {
  const past = filters.period === 'past';
  return (
    <ButtonGroup size="sm" isAttached variant="outline" colorScheme="whiteAlpha" role="group" aria-label="Which events">
      <Button
        aria-pressed={!past}
        color="white"
        bg={past ? undefined : 'whiteAlpha.200'}
        onClick={() => onChange((f) => ({ ...f, period: 'upcoming' }))}
      >
        Upcoming
      </Button>
      <Button
        aria-pressed={past}
        color="white"
        bg={past ? 'whiteAlpha.200' : undefined}
        onClick={() => onChange((f) => ({ ...f, period: 'past' }))}
      >
        Past events
      </Button>
    </ButtonGroup>
  );
}

function SubmitEvent() {
  const { status } = useAuth();
  if (status === 'signed-in') return <SubmitEventForm />;
  return (
    <Stack spacing={4}>
      <Text>Anyone with a Chainwork account can submit an event; our moderators check it before it appears in the calendar.</Text>
      <Button as="a" href={publicSettings().signInPath} alignSelf="flex-start">
        Sign in to submit an event
      </Button>
    </Stack>
  );
}

/** /resources/crypto-events: upcoming events by month, the past archive, and the iCal feed. */
export function EventsPage() {
  const trpc = useTRPC();
  const [filters, setFilters] = useEventFilters();
  const submit = useDisclosure();
  const { data, isPending, isError, refetch } = useQuery({
    ...trpc.content.events.list.queryOptions(filters),
    placeholderData: keepPreviousData,
  });
  const feed = route('cryptoEventsFeed').path;
  const past = filters.period === 'past';
  const filtered = Boolean(filters.kinds?.length || filters.formats?.length || filters.regions?.length);

  return (
    <>
      <ContentHeader
        eyebrow="Resources"
        title={route('cryptoEvents').label}
        lead="Conferences, hackathons and meetups for people who work in crypto, month by month. Add any event to your calendar, or subscribe to all of them."
        action={
          <Stack direction={{ base: 'column', sm: 'row' }} spacing={3}>
            <Button onClick={submit.onOpen}>Submit an event</Button>
            <Button as="a" href={feed} variant="outline" colorScheme="whiteAlpha" color="white">
              Subscribe (iCal)
            </Button>
          </Stack>
        }
      />
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={{ base: 8, lg: 10 }} alignItems="start">
          <Stack as="aside" aria-label="Filters" spacing={{ base: 4, lg: 6 }} position={{ lg: 'sticky' }} top={{ lg: 24 }}>
            <PeriodSwitch filters={filters} onChange={setFilters} />
            <CollapsibleFilters active={(filters.kinds?.length ?? 0) + (filters.formats?.length ?? 0) + (filters.regions?.length ?? 0)}>
              <Stack spacing={6}>
                <ToggleGroup
                  label="Kind"
                  terms={EVENT_KIND_TERMS}
                  selected={filters.kinds ?? []}
                  onToggle={(v) => setFilters((f) => ({ ...f, kinds: toggled(f.kinds, v) }))}
                />
                <ToggleGroup
                  label="Format"
                  terms={EVENT_FORMAT_TERMS}
                  selected={filters.formats ?? []}
                  onToggle={(v) => setFilters((f) => ({ ...f, formats: toggled(f.formats, v) }))}
                />
                <ToggleGroup
                  label="Region"
                  terms={EVENT_REGION_TERMS}
                  selected={filters.regions ?? []}
                  onToggle={(v) => setFilters((f) => ({ ...f, regions: toggled(f.regions, v) }))}
                />
                {filtered ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    alignSelf="flex-start"
                    colorScheme="whiteAlpha"
                    onClick={() => setFilters((f) => ({ period: f.period }))}
                  >
                    Clear filters
                  </Button>
                ) : null}
              </Stack>
            </CollapsibleFilters>
            <Text fontSize="xs" color="fg.muted" display={{ base: 'none', lg: 'block' }}>
              Calendar apps can subscribe to{' '}
              <Link href={feed} color="accent.200">
                the iCal feed
              </Link>
              ; it updates as events are added.
            </Text>
          </Stack>
          <Stack as="section" aria-labelledby="events-heading" spacing={8}>
            <Heading as="h2" id="events-heading" size="md">
              {past ? 'Past events' : 'Upcoming events'}
            </Heading>
            {isError ? (
              <FormAlert status="error" title="The calendar could not be loaded">
                <Link
                  as="button"
                  onClick={() => {
                    void refetch();
                  }}
                  textDecoration="underline"
                >
                  Try again
                </Link>
              </FormAlert>
            ) : null}
            {isPending ? (
              <Stack spacing={4}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} h="150px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
                ))}
              </Stack>
            ) : null}
            {data && data.length === 0 ? (
              <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={8} textAlign="center">
                <Text fontWeight="semibold">
                  {filtered ? 'No event matches these filters.' : past ? 'No past events yet.' : 'No upcoming events yet.'}
                </Text>
                <Text color="fg.muted" mt={1}>
                  Know one? Submit it and our moderators will add it.
                </Text>
              </Box>
            ) : null}
            {data
              ? groupByMonth(data).map((group) => (
                  <Stack as="section" key={group.key} aria-labelledby={`month-${group.key}`} spacing={3}>
                    <HStack spacing={3}>
                      <Heading
                        as="h3"
                        id={`month-${group.key}`}
                        size="xs"
                        textTransform="uppercase"
                        letterSpacing="0.1em"
                        color="accent.200"
                      >
                        {group.label}
                      </Heading>
                      <Box flex="1" h="1px" bg="border.subtle" />
                    </HStack>
                    <Stack as="ul" listStyleType="none" spacing={3}>
                      {group.events.map((event) => (
                        <Box as="li" key={event.slug}>
                          <EventCard event={event} />
                        </Box>
                      ))}
                    </Stack>
                  </Stack>
                ))
              : null}
          </Stack>
        </Grid>
      </Container>
      <Modal isOpen={submit.isOpen} onClose={submit.onClose} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
        <ModalOverlay />
        <ModalContent bg="bg.raised">
          <ModalHeader>Submit an event</ModalHeader>
          <ModalCloseButton />
          <ModalBody pb={6}>
            <SubmitEvent />
          </ModalBody>
        </ModalContent>
      </Modal>
    </>
  );
}
