import { Box, Button, Checkbox, Flex, Input, SimpleGrid, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  COMPANY_ABOUT_MAX,
  COMPANY_ECOSYSTEMS,
  COMPANY_SOCIAL_KEYS,
  COMPANY_SOCIAL_LABELS,
  COMPANY_URL_MAX,
} from '@chainwork/shared-config/companies';
import { useTRPC } from '@chainwork/shared-config/react';
import { Field } from '../../posting/fields/Field';
import { LogoField } from '../../posting/fields/LogoField';
import { showSaveError } from '../../posting/flow/save-errors';
import type { CompanyProfile } from '../outputs';
import {
  PROFILE_FIELDS,
  profileFormSchema,
  profileFormValues,
  profileInput,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-form';

const URL_INPUT = { type: 'url', inputMode: 'url', maxLength: COMPANY_URL_MAX, placeholder: 'https://' } as const;

/** The claimant's edit of the profile: about, website, socials, ecosystems and logo (`companies.updateProfile`). */
export function EditProfileForm({ company }: { company: CompanyProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(company),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, watch, setValue, control } = form;
  const { errors } = formState;
  const update = useMutation(trpc.companies.updateProfile.mutationOptions());

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const profile = await update.mutateAsync(profileInput(company.slug, values));
      queryClient.setQueryData(trpc.companies.bySlug.queryKey({ slug: company.slug }), profile);
      reset(profileFormValues(profile));
      setSaved(true);
    } catch (error) {
      setFormError(
        showSaveError(error, PROFILE_FIELDS, (field, message) => setError(field as Path<ProfileFormValues>, { type: 'server', message })),
      );
    }
  });
  const about = watch('about');

  return (
    <Stack as="form" spacing={6} noValidate onSubmit={(event) => void submit(event)} aria-label="Company profile">
      <Field
        label="About"
        error={errors.about?.message}
        hint={`${about.length} / ${COMPANY_ABOUT_MAX} characters. What the company builds, for whom, and how it works.`}
        isRequired={false}
      >
        <Input as="textarea" h="auto" py={2} rows={5} {...register('about')} maxLength={COMPANY_ABOUT_MAX} />
      </Field>
      <LogoField
        value={watch('logo')}
        company={company.name}
        onChange={(path) => setValue('logo', path, { shouldDirty: true, shouldValidate: true })}
        error={errors.logo?.message}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={{ base: 5, md: 6 }}>
        <Field label="Website" error={errors.website?.message} isRequired={false}>
          <Input {...register('website')} {...URL_INPUT} autoComplete="url" />
        </Field>
        {COMPANY_SOCIAL_KEYS.map((key) => (
          <Field key={key} label={COMPANY_SOCIAL_LABELS[key]} error={errors.socials?.[key]?.message} isRequired={false}>
            <Input {...register(`socials.${key}`)} {...URL_INPUT} />
          </Field>
        ))}
      </SimpleGrid>
      <Box as="fieldset">
        <Text as="legend" fontWeight="600" mb={2}>
          Ecosystems
        </Text>
        <Controller
          control={control}
          name="ecosystems"
          render={({ field }) => (
            // Checkboxes one by one: CheckboxGroup is not in the shared Chakra facade, whose every export is first-load weight.
            <Wrap spacingX={5} spacingY={2}>
              {COMPANY_ECOSYSTEMS.map((ecosystem) => (
                <WrapItem key={ecosystem.id}>
                  <Checkbox
                    colorScheme="brand"
                    value={ecosystem.id}
                    isChecked={field.value.includes(ecosystem.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? COMPANY_ECOSYSTEMS.map((e) => e.id).filter((id) => id === ecosystem.id || field.value.includes(id))
                          : field.value.filter((id) => id !== ecosystem.id),
                      )
                    }
                  >
                    {ecosystem.label}
                  </Checkbox>
                </WrapItem>
              ))}
            </Wrap>
          )}
        />
        {errors.ecosystems?.message ? (
          <Text color="red.300" fontSize="sm" mt={2} role="alert">
            {errors.ecosystems.message}
          </Text>
        ) : null}
      </Box>
      {formError ? (
        <Text color="red.300" role="alert">
          {formError}
        </Text>
      ) : null}
      <Flex gap={4} align="center" wrap="wrap">
        <Button type="submit" isLoading={formState.isSubmitting} loadingText="Saving">
          Save profile
        </Button>
        <Text role="status" color="green.200" fontWeight="600">
          {saved && !formState.isDirty ? 'Profile saved.' : ''}
        </Text>
      </Flex>
    </Stack>
  );
}
