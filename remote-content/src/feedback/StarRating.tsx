import { Box, FormControl, FormErrorMessage, FormLabel, HStack } from '@chakra-ui/react';
import { useRadio, useRadioGroup, type UseRadioProps } from '@chainwork/shared-config/chakra-content';
import { RATING_MAX, RATING_MIN } from '@chainwork/shared-config/content';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

function Star({ filled, label, ...radio }: UseRadioProps & { filled: boolean; label: string }) {
  const { getInputProps, getRadioProps } = useRadio(radio);
  return (
    <Box as="label" cursor="pointer">
      <input {...getInputProps()} aria-label={label} />
      <Box
        {...getRadioProps()}
        fontSize="3xl"
        lineHeight="1"
        px={0.5}
        color={filled ? 'yellow.300' : 'whiteAlpha.400'}
        borderRadius="md"
        _focusVisible={{ boxShadow: 'outline' }}
        _hover={{ color: 'yellow.200' }}
        aria-hidden
      >
        ★
      </Box>
    </Box>
  );
}

/** Rating 1-5 as a radio group of stars: arrow keys move, each star is labelled. */
export function StarRating({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string | undefined }) {
  const { getRootProps, getRadioProps } = useRadioGroup({
    name: 'rating',
    value: value ? String(value) : '',
    onChange: (v) => onChange(Number(v)),
  });
  return (
    <FormControl as="fieldset" isInvalid={Boolean(error)} isRequired>
      <FormLabel as="legend">Your rating</FormLabel>
      <HStack spacing={0} {...getRootProps()} role="radiogroup" aria-label="Rating">
        {STARS.map((star) => (
          <Star
            key={star}
            {...getRadioProps({ value: String(star) })}
            filled={star <= value}
            label={`${star} star${star === 1 ? '' : 's'}`}
          />
        ))}
      </HStack>
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : null}
    </FormControl>
  );
}

/** Read-only stars for a published rating. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: string }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={`${rating} out of ${RATING_MAX} stars`}
      fontSize={size}
      letterSpacing="0.05em"
      whiteSpace="nowrap"
    >
      {STARS.map((star) => (
        <Box as="span" key={star} aria-hidden color={star <= Math.round(rating) ? 'yellow.300' : 'whiteAlpha.300'}>
          ★
        </Box>
      ))}
    </Box>
  );
}
