import { Button, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
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
import { apiSchemaResolver, fieldMessages, showApiFieldErrors } from '../shared/api-schema-resolver';
import { fieldSetter } from '../shared/field-setter';
import { SubmissionForm } from '../shared/SubmissionForm';

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
type Values = typeof EMPTY;

/** A signed-in person's event, checked with the api's schema, published after moderation. */
export function SubmitEventForm() {
  const trpc = useTRPC();
  const submitEvent = useMutation(trpc.content.events.submit.mutationOptions());
  const form = useForm({
    defaultValues: EMPTY,
    // An online event's region is Online: set it for the person rather than asking twice.
    resolver: apiSchemaResolver(eventInputSchema, (values: Values) => {
      const candidate = values.format === 'online' ? { ...values, region: 'online' as const, city: '' } : values;
      return { ...candidate, endsOn: candidate.endsOn || candidate.startsOn };
    }),
    // Checked on submit only, as the api checks: a message stays until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors = fieldMessages(form.formState.errors);
  const set = fieldSetter(form.setValue);
  const submit = form.handleSubmit((input) => submitEvent.mutate(input, { onError: (error) => showApiFieldErrors(error, form.setError) }));

  const online = values.format === 'online';
  return (
    <SubmissionForm
      label="Submit an event"
      onSubmit={(event) => void submit(event)}
      status={submitEvent}
      thanks={{ title: 'Thank you: your event is with our moderators', body: 'It appears in the calendar once they approve it.' }}
      notSent="Your event was not sent"
    >
      <TextField
        id="event-name"
        label="Event name"
        isRequired
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={CONTENT_LIMITS.eventNameMax}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={5}>
        <SelectField
          id="event-kind"
          label="Kind"
          isRequired
          value={values.kind}
          onChange={set('kind')}
          terms={EVENT_KIND_TERMS}
          placeholder="Choose"
          error={errors.kind}
        />
        <SelectField
          id="event-format"
          label="How people attend"
          isRequired
          value={values.format}
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
          value={values.startsOn}
          onChange={set('startsOn')}
          error={errors.startsOn}
        />
        <TextField
          id="event-ends"
          label="Last day"
          type="date"
          value={values.endsOn}
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
              value={values.region}
              onChange={set('region')}
              terms={EVENT_REGION_TERMS.filter((r) => r.value !== 'online')}
              placeholder="Choose"
              error={errors.region}
            />
            <TextField
              id="event-city"
              label="City"
              isRequired
              value={values.city}
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
        value={values.url}
        onChange={set('url')}
        error={errors.url}
        placeholder="https://"
        maxLength={CONTENT_LIMITS.urlMax}
      />
      <TextAreaField
        id="event-description"
        label="What it is about"
        isRequired
        value={values.description}
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
