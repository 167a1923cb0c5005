import { Flex, Radio, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { DatePosted } from '@chainwork/shared-config';
import type { SearchFacets } from '../../api/outputs';
import { postedOptions } from './facet-options';
import { CountLabel, FilterGroup } from './FilterGroup';

const ANY = '';

/** How recently the job was posted: one window at a time (they nest). */
export function PostedFilter({
  posted,
  facets,
  onChange,
}: {
  posted: string | undefined;
  facets: SearchFacets | undefined;
  onChange: (posted: DatePosted | undefined) => void;
}) {
  return (
    <FilterGroup label="Date posted">
      <RadioGroup
        name="job-search-posted"
        value={posted ?? ANY}
        onChange={(value) => onChange((value || undefined) as DatePosted | undefined)}
        colorScheme="brand"
      >
        {/* The label must fill the row for the count to sit at its end (Radio passes `sx` to its input). */}
        <Stack spacing={2} sx={{ '.chakra-radio__label': { flex: 1 } }}>
          <Radio value={ANY}>Any time</Radio>
          {postedOptions(facets).map((option) => (
            <Radio key={option.value} value={option.value} w="full">
              <Flex as="span" align="baseline" w="full">
                <Text as="span">{option.label}</Text>
                <CountLabel count={option.count} />
              </Flex>
            </Radio>
          ))}
        </Stack>
      </RadioGroup>
    </FilterGroup>
  );
}
