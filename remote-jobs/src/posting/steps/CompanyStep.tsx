import { Box, Button, Flex, Input, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  COMPANY_DESCRIPTION_MAX,
  COMPANY_NAME_MAX,
  companyStepSchema,
  type CompanyStep as CompanyValues,
} from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import { CompanyAvatar } from '../../ui/CompanyAvatar';
import { Field } from '../fields/Field';
import { LogoField } from '../fields/LogoField';
import { showSaveError } from '../flow/save-errors';
import { StepCard } from '../flow/StepCard';
import { submitFormStep } from '../flow/submit-form-step';
import type { PostingView } from '../../api/outputs';
import type { StepProps } from '../flow/step-props';
import { useSaveStep } from '../flow/use-save-step';

type CompanyInput = z.input<typeof companyStepSchema>;
const FIELDS = ['name', 'website', 'logo', 'description'] as const;
const EMPTY: CompanyInput = { name: '', website: '', logo: null, description: '' };

/** Companies this employer posted for before, offered as one-click starting points. */
function PreviousCompanies({ onPick }: { onPick: (company: CompanyValues) => void }) {
  const trpc = useTRPC();
  const { data: companies } = useQuery(trpc.posting.companies.queryOptions());
  if (!companies || companies.length === 0) return null;
  return (
    <Box borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 4, md: 5 }} bg="whiteAlpha.50">
      <Text fontWeight="600" mb={3}>
        Posting for a company you used before?
      </Text>
      <Wrap spacing={3}>
        {companies.map((company) => (
          <WrapItem key={`${company.name}|${company.website}`}>
            <Button
              variant="outline"
              h="auto"
              py={2}
              pl={2}
              pr={4}
              borderRadius="full"
              onClick={() => onPick(company)}
              leftIcon={<CompanyAvatar company={company.name} logo={company.logo} size="sm" />}
              aria-label={`Use ${company.name}`}
            >
              {company.name}
            </Button>
          </WrapItem>
        ))}
      </Wrap>
    </Box>
  );
}

/** Step 1: who is hiring. */
export function CompanyStep({
  posting,
  onSaved,
  onDirtyChange,
  focusOnOpen,
  persist,
  submitLabel,
}: StepProps & { persist?: (values: CompanyValues) => Promise<PostingView>; submitLabel?: string }) {
  const save = useSaveStep();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companyStepSchema),
    defaultValues: posting?.data.company ?? EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, watch, setValue } = form;
  const { errors, isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = () =>
    submitFormStep({
      handleSubmit,
      clearError: () => setFormError(null),
      save: (values) => (persist ? persist(values) : save({ postingId: posting?.id ?? null, step: 'company', values })),
      onSaved: (values, saved) => {
        reset(values);
        onSaved(saved);
      },
      onError: (error) =>
        setFormError(showSaveError(error, FIELDS, (field, message) => setError(field as Path<CompanyInput>, { type: 'server', message }))),
    });
  const description = watch('description') ?? '';

  return (
    <StepCard
      title="Your company"
      lead="Who is hiring. Candidates see this on the job card and the job page."
      onSubmit={submit}
      {...(submitLabel ? { submitLabel } : {})}
      formError={formError}
      focusOnOpen={focusOnOpen}
    >
      <PreviousCompanies
        onPick={(company) => {
          for (const field of FIELDS) setValue(field, company[field], { shouldDirty: true, shouldValidate: true });
        }}
      />
      <Flex gap={{ base: 6, md: 7 }} direction={{ base: 'column', md: 'row' }}>
        <Field label="Company name" error={errors.name?.message} flex="1">
          <Input {...register('name')} maxLength={COMPANY_NAME_MAX} autoComplete="organization" placeholder="Acme Protocol" />
        </Field>
        <Field
          label="Website"
          error={errors.website?.message}
          hint="Its domain is checked against your e-mail and the apply link."
          flex="1"
        >
          <Input {...register('website')} type="url" inputMode="url" autoComplete="url" placeholder="https://acme.example" />
        </Field>
      </Flex>
      <LogoField
        value={watch('logo') ?? null}
        company={watch('name') ?? ''}
        onChange={(path) => setValue('logo', path, { shouldDirty: true, shouldValidate: true })}
        error={errors.logo?.message}
      />
      <Field
        label="What the company does"
        error={errors.description?.message}
        hint={`${description.length} / ${COMPANY_DESCRIPTION_MAX} characters. One or two sentences.`}
      >
        <Input
          as="textarea"
          h="auto"
          py={2}
          {...register('description')}
          maxLength={COMPANY_DESCRIPTION_MAX}
          rows={3}
          placeholder="Acme builds the settlement layer for on-chain payments, used by 40 wallets."
        />
      </Field>
    </StepCard>
  );
}
