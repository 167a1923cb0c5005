import { Flex, Input, Select } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  MAX_TAGS_PER_JOB,
  SALARY_CURRENCY,
  SALARY_UNIT,
  SENIORITIES,
  SENIORITY_LABELS,
} from '@chainwork/shared-config';
import {
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  MAX_NEW_TAGS_PER_JOB,
  jobStepSchema,
  type JobStep as JobValues,
} from '@chainwork/shared-config/posting';
import { ApplyFields } from '../fields/ApplyFields';
import { Field } from '../fields/Field';
import { MarkdownField } from '../fields/MarkdownField';
import { SalaryFields } from '../fields/SalaryFields';
import { TagInput } from '../fields/TagInput';
import { useTagSuggestions } from '../fields/use-tag-suggestions';
import { WorkplaceFields } from '../fields/WorkplaceFields';
import { showSaveError } from '../flow/save-errors';
import { StepCard } from '../flow/StepCard';
import { submitFormStep } from '../flow/submit-form-step';
import type { PostingView } from '../../api/outputs';
import type { StepProps } from '../flow/step-props';
import { useSaveStep } from '../flow/use-save-step';

type JobInput = z.input<typeof jobStepSchema>;
const FIELDS = ['title', 'description', 'tags', 'employmentType', 'seniority', 'workplace', 'salary.min', 'salary.max', 'salary', 'apply'];

/** A new job's starting values: the salary is left empty on purpose (no anchoring number). */
function emptyJob(): JobInput {
  return {
    title: '',
    description: '',
    tags: [],
    employmentType: 'FULL_TIME',
    seniority: 'senior',
    workplace: { kind: 'remote-worldwide' },
    salary: { min: Number.NaN, max: Number.NaN, currency: SALARY_CURRENCY, period: SALARY_UNIT },
    apply: { kind: 'url', url: '' },
  };
}

/** Step 2: the job itself. */
export function JobStep({
  posting,
  onSaved,
  onBack,
  onDirtyChange,
  focusOnOpen,
  persist,
  submitLabel,
}: StepProps & { persist?: (values: JobValues) => Promise<PostingView>; submitLabel?: string }) {
  const save = useSaveStep();
  const [formError, setFormError] = useState<string | null>(null);
  const [tagQuery, setTagQuery] = useState('');
  const suggestions = useTagSuggestions(tagQuery);
  const form = useForm<JobInput, unknown, JobValues>({
    resolver: zodResolver(jobStepSchema),
    defaultValues: posting?.data.job ?? emptyJob(),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const { errors, isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = () =>
    submitFormStep({
      handleSubmit,
      clearError: () => setFormError(null),
      save: (values) => (posting ? (persist ? persist(values) : save({ postingId: posting.id, step: 'job', values })) : null),
      onSaved: (values, saved) => {
        reset(values);
        onSaved(saved);
      },
      onError: (error) =>
        setFormError(showSaveError(error, FIELDS, (field, message) => setError(field as Path<JobInput>, { type: 'server', message }))),
    });

  return (
    <FormProvider {...form}>
      <StepCard
        title="The job"
        lead="What candidates read before they apply. Be specific: the best applicants decide from this page."
        onSubmit={submit}
        onBack={onBack}
        {...(submitLabel ? { submitLabel } : {})}
        formError={formError}
        focusOnOpen={focusOnOpen}
      >
        <Field label="Job title" error={errors.title?.message} hint="The role, not a slogan: “Senior Solidity Engineer”.">
          <Input {...register('title')} maxLength={JOB_TITLE_MAX} placeholder="Senior Solidity Engineer" size="lg" />
        </Field>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <Field
              label="Description"
              error={fieldState.error?.message}
              hint={`Markdown: ## headings, **bold**, - lists, [links](https://…). At least ${JOB_DESCRIPTION_MIN} characters (${field.value.trim().length} so far).`}
            >
              <MarkdownField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                isInvalid={Boolean(fieldState.error)}
                maxLength={JOB_DESCRIPTION_MAX}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <Field
              label="Skills"
              error={fieldState.error?.message}
              hint={`Up to ${MAX_TAGS_PER_JOB}, from the board's skills; up to ${MAX_NEW_TAGS_PER_JOB} new ones. Candidates search by these.`}
            >
              <TagInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                suggestions={suggestions}
                onQueryChange={setTagQuery}
                max={MAX_TAGS_PER_JOB}
                isInvalid={Boolean(fieldState.error)}
              />
            </Field>
          )}
        />
        <Flex gap={{ base: 6, md: 7 }} direction={{ base: 'column', md: 'row' }}>
          <Field label="Employment type" error={errors.employmentType?.message} flex="1">
            <Select {...register('employmentType')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Seniority" error={errors.seniority?.message} flex="1">
            <Select {...register('seniority')}>
              {SENIORITIES.map((level) => (
                <option key={level} value={level}>
                  {SENIORITY_LABELS[level]}
                </option>
              ))}
            </Select>
          </Field>
        </Flex>
        <WorkplaceFields />
        <SalaryFields />
        <ApplyFields />
      </StepCard>
    </FormProvider>
  );
}
