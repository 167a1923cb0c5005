import { Text } from '@chakra-ui/react';
import { route, type RouteId } from '@chainwork/shared-config';
import { PageContainer } from './PageContainer';

/** What each not-yet-built page will hold, said once and plainly. */
const PLANNED: Partial<Record<RouteId, string>> = {
  signIn: 'This site signs people in through a hosted authentication provider, and none is configured yet. Please try again later.',
  signUp: 'This site creates accounts through a hosted authentication provider, and none is configured yet. Please try again later.',
};

export const PLANNED_ROUTES = Object.keys(PLANNED) as RouteId[];

/** A route that exists in the navigation but whose page is still to come: its name and one honest line. */
export function PlannedPage({ id }: { id: RouteId }) {
  return (
    <PageContainer title={route(id).label}>
      <Text mt={4} fontSize="lg" color="fg.muted">
        {PLANNED[id]}
      </Text>
    </PageContainer>
  );
}
