import { Box, Radio, RadioGroup, Select, Stack, Text } from '@chakra-ui/react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { errorAt } from './error-at';
import { CITIES, COUNTRIES, REGIONS } from '@chainwork/shared-config';
import { Field } from './Field';

type Kind = 'remote-worldwide' | 'remote-within' | 'on-site';
const KINDS: ReadonlyArray<{ value: Kind; label: string; hint: string }> = [
  { value: 'remote-worldwide', label: 'Remote, worldwide', hint: 'Anyone, anywhere' },
  { value: 'remote-within', label: 'Remote within a region or country', hint: 'e.g. Europe, or the United States' },
  { value: 'on-site', label: 'On site', hint: 'In one city' },
];

/** Where the work is done: remote worldwide, remote within a region or a country, or on site in a city. */
export function WorkplaceFields() {
  const { watch, setValue, register, formState } = useFormContext<FieldValues>();
  const kind = (watch('workplace.kind') as Kind | undefined) ?? 'remote-worldwide';
  const areaError = errorAt(formState.errors, 'workplace.area');
  const cityError = errorAt(formState.errors, 'workplace.city');
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="600" mb={2}>
        Where
      </Text>
      <RadioGroup value={kind} onChange={(next) => setValue('workplace', { kind: next }, { shouldDirty: true })} name="workplace-kind">
        <Stack direction={{ base: 'column', md: 'row' }} spacing={{ base: 2, md: 3 }}>
          {KINDS.map((option) => (
            <Box
              key={option.value}
              as="label"
              flex="1"
              borderWidth="1px"
              borderRadius="lg"
              px={4}
              py={3}
              cursor="pointer"
              borderColor={kind === option.value ? 'accent.300' : 'border.subtle'}
              bg={kind === option.value ? 'whiteAlpha.100' : undefined}
            >
              <Radio value={option.value} colorScheme="pink" alignItems="start">
                <Text fontWeight="600" lineHeight="short">
                  {option.label}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {option.hint}
                </Text>
              </Radio>
            </Box>
          ))}
        </Stack>
      </RadioGroup>
      {kind === 'remote-within' ? (
        <Field label="Region or country" error={areaError} mt={4}>
          <Select {...register('workplace.area')} placeholder="Choose one">
            <optgroup label="Regions">
              {REGIONS.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Countries">
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          </Select>
        </Field>
      ) : null}
      {kind === 'on-site' ? (
        <Field label="City" error={cityError} mt={4}>
          <Select {...register('workplace.city')} placeholder="Choose a city">
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </Box>
  );
}
