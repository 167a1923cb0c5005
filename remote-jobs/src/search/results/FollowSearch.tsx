import { HStack, Link } from '@chakra-ui/react';
import { route, toSearchParams, type SearchState } from '@chainwork/shared-config';
import { JOBS_JSON_FEED_PATH } from '@chainwork/shared-config/feeds/paths';

export const FOLLOW_SEARCH_LABEL = 'Follow this search';

/**
 * "Follow this search": the search on screen as an RSS feed and a JSON Feed, plain links a
 * feed reader (or the browser) can take. The query is the page's own; the feeds read it with
 * the same parser, newest first unless the page asked for a sort.
 */
export function FollowSearch({ state }: { state: SearchState }) {
  const query = toSearchParams(state).toString();
  const suffix = query ? `?${query}` : '';
  return (
    <HStack as="nav" aria-label={FOLLOW_SEARCH_LABEL} spacing={3} fontSize="sm">
      <span>{FOLLOW_SEARCH_LABEL}:</span>
      <Link href={route('rss').path + suffix}>RSS</Link>
      <Link href={JOBS_JSON_FEED_PATH + suffix}>JSON Feed</Link>
    </HStack>
  );
}
