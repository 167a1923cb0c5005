import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTENT_LIMITS,
  DIRECTORY_TYPE_TERMS,
  ECOSYSTEM_TERMS,
  FOCUS_AREA_TERMS,
  FUNDING_STAGE_TERMS,
  type DirectoryType,
  type Ecosystem,
  type FocusArea,
  type FundingStage,
} from '@chainwork/shared-config/content';
import { listingSuggestionSchema, type ListingFields } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { CheckboxesField, SelectField, TextAreaField, TextField } from '../shared/fields';
import { Honeypot } from '../shared/Honeypot';
import { apiSchemaResolver, fieldMessages, showApiFieldErrors } from '../shared/api-schema-resolver';
import { fieldSetter } from '../shared/field-setter';
import { SubmissionForm } from '../shared/SubmissionForm';

const EMPTY = {
  name: '',
  type: '' as DirectoryType | '',
  website: '',
  description: '',
  location: '',
  note: '',
  stages: [] as FundingStage[],
  focus: [] as FocusArea[],
  ecosystems: [] as Ecosystem[],
};
type Values = typeof EMPTY;

/** "Suggest a listing": checked here with the api's own schema, then queued for a moderator. */
export function SuggestListingForm() {
  const trpc = useTRPC();
  const [trap, setTrap] = useState('');
  const suggest = useMutation(trpc.content.directory.suggest.mutationOptions());
  const form = useForm({
    defaultValues: EMPTY,
    resolver: apiSchemaResolver<Values, ListingFields>(listingSuggestionSchema),
    // Checked on submit only, as the api checks: a message stays until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors = fieldMessages(form.formState.errors);
  const set = fieldSetter(form.setValue);
  // The honeypot is not in the schema: the api alone judges it.
  const submit = form.handleSubmit((input) =>
    suggest.mutate({ ...input, website2: trap }, { onError: (error) => showApiFieldErrors(error, form.setError) }),
  );

  return (
    <SubmissionForm
      label="Suggest a listing"
      onSubmit={(event) => void submit(event)}
      status={suggest}
      thanks={{
        title: 'Thank you: your suggestion is with our moderators',
        body: 'We check every listing before it appears in the directory.',
      }}
      notSent="Your suggestion was not sent"
    >
      <TextField
        id="listing-name"
        label="Name"
        isRequired
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={CONTENT_LIMITS.nameMax}
      />
      <SelectField
        id="listing-type"
        label="Type"
        isRequired
        value={values.type}
        onChange={set('type')}
        terms={DIRECTORY_TYPE_TERMS}
        placeholder="Choose a type"
        error={errors.type}
      />
      <TextField
        id="listing-website"
        label="Website"
        isRequired
        type="url"
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        placeholder="https://"
        maxLength={CONTENT_LIMITS.urlMax}
      />
      <TextAreaField
        id="listing-description"
        label="One line about it"
        isRequired
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        maxLength={CONTENT_LIMITS.listingDescriptionMax}
        rows={2}
      />
      <TextField
        id="listing-location"
        label="Location"
        isRequired
        value={values.location}
        onChange={set('location')}
        error={errors.location}
        help="A city and country, or Remote."
        maxLength={CONTENT_LIMITS.cityMax}
      />
      <CheckboxesField
        id="listing-focus"
        label="Focus areas"
        isRequired
        value={values.focus}
        onChange={set('focus')}
        terms={FOCUS_AREA_TERMS}
        error={errors.focus}
      />
      <CheckboxesField
        id="listing-stages"
        label="Stages it funds"
        value={values.stages}
        onChange={set('stages')}
        terms={FUNDING_STAGE_TERMS}
        help="Leave empty for grants or when unsure."
      />
      <CheckboxesField
        id="listing-ecosystems"
        label="Ecosystems"
        value={values.ecosystems}
        onChange={set('ecosystems')}
        terms={ECOSYSTEM_TERMS}
      />
      <TextAreaField
        id="listing-note"
        label="Anything our moderators should know (optional)"
        value={values.note}
        onChange={set('note')}
        error={errors.note}
        maxLength={CONTENT_LIMITS.listingNoteMax}
        rows={2}
      />
      <Honeypot name="website2" value={trap} onChange={setTrap} />
      <Button type="submit" alignSelf="flex-start" isLoading={suggest.isPending} loadingText="Sending">
        Send suggestion
      </Button>
    </SubmissionForm>
  );
}
