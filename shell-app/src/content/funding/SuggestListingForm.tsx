import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
} from '@chainwork/shared-config';
import { fieldErrors, listingSuggestionSchema } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { apiFailure } from '../shared/api-error';
import { CheckboxesField, SelectField, TextAreaField, TextField } from '../shared/fields';
import { FormAlert } from '../shared/FormAlert';
import { Honeypot } from '../shared/Honeypot';

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

/** "Suggest a listing": checked here with the api's own schema, then queued for a moderator. */
export function SuggestListingForm() {
  const trpc = useTRPC();
  const [form, setForm] = useState(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const suggest = useMutation(trpc.content.directory.suggest.mutationOptions());
  const set =
    <K extends keyof typeof EMPTY>(key: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = listingSuggestionSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    suggest.mutate({ ...parsed.data, website2: trap }, { onError: (error) => setErrors(apiFailure(error).fields) });
  };

  if (suggest.isSuccess) {
    return (
      <FormAlert status="success" title="Thank you: your suggestion is with our moderators">
        We check every listing before it appears in the directory.
      </FormAlert>
    );
  }
  return (
    <Stack as="form" spacing={5} onSubmit={submit} noValidate position="relative" aria-label="Suggest a listing">
      {suggest.isError ? (
        <FormAlert status="error" title="Your suggestion was not sent">
          {apiFailure(suggest.error).message}
        </FormAlert>
      ) : null}
      <TextField
        id="listing-name"
        label="Name"
        isRequired
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={CONTENT_LIMITS.nameMax}
      />
      <SelectField
        id="listing-type"
        label="Type"
        isRequired
        value={form.type}
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
        value={form.website}
        onChange={set('website')}
        error={errors.website}
        placeholder="https://"
        maxLength={CONTENT_LIMITS.urlMax}
      />
      <TextAreaField
        id="listing-description"
        label="One line about it"
        isRequired
        value={form.description}
        onChange={set('description')}
        error={errors.description}
        maxLength={CONTENT_LIMITS.listingDescriptionMax}
        rows={2}
      />
      <TextField
        id="listing-location"
        label="Location"
        isRequired
        value={form.location}
        onChange={set('location')}
        error={errors.location}
        help="A city and country, or Remote."
        maxLength={CONTENT_LIMITS.cityMax}
      />
      <CheckboxesField
        id="listing-focus"
        label="Focus areas"
        isRequired
        value={form.focus}
        onChange={set('focus')}
        terms={FOCUS_AREA_TERMS}
        error={errors.focus}
      />
      <CheckboxesField
        id="listing-stages"
        label="Stages it funds"
        value={form.stages}
        onChange={set('stages')}
        terms={FUNDING_STAGE_TERMS}
        help="Leave empty for grants or when unsure."
      />
      <CheckboxesField
        id="listing-ecosystems"
        label="Ecosystems"
        value={form.ecosystems}
        onChange={set('ecosystems')}
        terms={ECOSYSTEM_TERMS}
      />
      <TextAreaField
        id="listing-note"
        label="Anything our moderators should know (optional)"
        value={form.note}
        onChange={set('note')}
        error={errors.note}
        maxLength={CONTENT_LIMITS.listingNoteMax}
        rows={2}
      />
      <Honeypot name="website2" value={trap} onChange={setTrap} />
      <Button type="submit" alignSelf="flex-start" isLoading={suggest.isPending} loadingText="Sending">
        Send suggestion
      </Button>
    </Stack>
  );
}
