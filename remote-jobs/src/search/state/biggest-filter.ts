import type { SearchState } from '@chainwork/shared-config';
import type { FacetCount, SearchFacets } from '../../api/outputs';
import { activeFilters, type FilterGroupId } from './active-filters';

const sum = (counts: readonly FacetCount[]) => counts.reduce((total, c) => total + c.count, 0);
const max = (counts: readonly { count: number }[]) => counts.reduce((best, c) => Math.max(best, c.count), 0);

/**
 * About how many jobs the search would have without the group's filter. Facet counts
 * keep every other group's filters and leave out the group's own, so each group's counts
 * describe the search without it: exact where a job has exactly one value (employment
 * type), a lower bound elsewhere. Good enough to pick which filter to suggest removing.
 */
export function estimateWithout(group: FilterGroupId, facets: SearchFacets): number {
  switch (group) {
    case 'employmentTypes':
      return sum(facets.employmentTypes);
    case 'seniorities':
      return sum(facets.seniorities);
    case 'company':
      return sum(facets.companies);
    case 'tags':
      return max(facets.tags);
    // Windows nest (24 h within 7 days within 30 days): the widest one holds the others.
    case 'posted':
      return max(facets.posted);
    // Floors nest too; the lowest floor plus the jobs that state no salary.
    case 'salary':
      return max(facets.salary) + facets.noSalary;
    // A job is either remote or on site: all remote jobs plus every city's.
    case 'remote':
    case 'city': {
      const anyRemote = facets.remote.find((r) => r.value === 'any')?.count ?? max(facets.remote);
      return anyRemote + sum(facets.city);
    }
  }
}

/**
 * The filter group whose removal would bring back the most jobs: what the empty state
 * offers as its one-click way out. Without counts, the group of the first chip.
 */
export function biggestFilterGroup(state: SearchState, facets: SearchFacets | undefined): FilterGroupId | null {
  const groups = [...new Set(activeFilters(state).map((chip) => chip.group))];
  if (groups.length === 0) return null;
  if (!facets) return groups[0]!;
  let best = groups[0]!;
  let bestCount = -1;
  for (const group of groups) {
    const count = estimateWithout(group, facets);
    if (count > bestCount) {
      best = group;
      bestCount = count;
    }
  }
  return best;
}
