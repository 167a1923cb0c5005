import { Button, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import {
  CONTENT_LIMITS,
  EVENT_FORMAT_TERMS,
  EVENT_KIND_TERMS,
  EVENT_REGION_TERMS,
  type EventFormat,
  type EventKind,
  type EventRegion,
} from '@chainwork/shared-config/content';
import { eventInputSchema } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { SubmissionForm } from '../shared/SubmissionForm';
import { useSubmissionForm } from '../shared/use-submission-form';

const EMPTY = {
  name: '',
  kind: '' as EventKind | '',
  format: '' as EventFormat | '',
  region: '' as EventRegion | '',
  city: '',
  startsOn: '',
  endsOn: '',
  url: '',
  description: '',
};

/** A signed-in person's event, checked with the api's schema, published after moderation. */
export function SubmitEventForm() {
  const trpc = useTRPC();
  const submitEvent = useMutation(trpc.content.events.submit.mutationOptions());
  const { form, set, errors, submit } = useSubmissionForm({
    empty: EMPTY,
    schema: eventInputSchema,
    // An online event's region is Online: set it for the person rather than asking twice.
    toInput: (values) => {
      const candidate = values.format === 'online' ? { ...values, region: 'online' as const, city: '' } : values;
      return { ...candidate, endsOn: candidate.endsOn || candidate.startsOn };
    },
    mutation: submitEvent,
  });

  const online = form.format === 'online';
  return (
    <SubmissionForm
      label="Submit an event"
      onSubmit={submit}
      status={submitEvent}
      thanks={{ title: 'Thank you: your event is with our moderators', body: 'It appears in the calendar once they approve it.' }}
      notSent="Your event was not sent"
    >
      <TextField
        id="event-name"
        label="Event name"
        isRequired
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={CONTENT_LIMITS.eventNameMax}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={5}>
        <SelectField
          id="event-kind"
          label="Kind"
          isRequired
          value={form.kind}
          onChange={set('kind')}
          terms={EVENT_KIND_TERMS}
          placeholder="Choose"
          error={errors.kind}
        />
        <SelectField
          id="event-format"
          label="How people attend"
          isRequired
          value={form.format}
          onChange={set('format')}
          terms={EVENT_FORMAT_TERMS}
          placeholder="Choose"
          error={errors.format}
        />
        <TextField
          id="event-starts"
          label="First day"
          type="date"
          isRequired
          value={form.startsOn}
          onChange={set('startsOn')}
          error={errors.startsOn}
        />
        <TextField
          id="event-ends"
          label="Last day"
          type="date"
          value={form.endsOn}
          onChange={set('endsOn')}
          error={errors.endsOn}
          help="Leave empty for a one-day event."
        />
        {online ? null : (
          <>
            <SelectField
              id="event-region"
              label="Region"
              isRequired
              value={form.region}
              onChange={set('region')}
              terms={EVENT_REGION_TERMS.filter((r) => r.value !== 'online')}
              placeholder="Choose"
              error={errors.region}
            />
            <TextField
              id="event-city"
              label="City"
              isRequired
              value={form.city}
              onChange={set('city')}
              error={errors.city}
              maxLength={CONTENT_LIMITS.cityMax}
            />
          </>
        )}
      </SimpleGrid>
      <TextField
        id="event-url"
        label="Event website"
        type="url"
        isRequired
        value={form.url}
        onChange={set('url')}
        error={errors.url}
        placeholder="https://"
        maxLength={CONTENT_LIMITS.urlMax}
      />
      <TextAreaField
        id="event-description"
        label="What it is about"
        isRequired
        value={form.description}
        onChange={set('description')}
        error={errors.description}
        maxLength={CONTENT_LIMITS.eventDescriptionMax}
        rows={3}
      />
      <Button type="submit" alignSelf="flex-start" isLoading={submitEvent.isPending} loadingText="Sending">
        Submit event
      </Button>
    </SubmissionForm>
  );
}
