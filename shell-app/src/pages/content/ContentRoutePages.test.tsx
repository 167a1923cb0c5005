import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPageProps } from '@chainwork/shared-config/federation';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { clearRemoteComponentCache } from '../../remote-slot/load-remote-component';
import { EventsRoutePage, FeedbackRoutePage, FundingRoutePage, ModerationRoutePage } from './ContentRoutePages';

// The remotes are stand-ins: the content page shows its `page` and renders the jobs remote's views it is given.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const api = realApiForThisFile();

const ContentPage: ComponentType<ContentPageProps> = (props) => (
  <div data-testid="content/ContentPage">
    <p>{props.page}</p>
    {props.page === 'moderation' ? (
      <>
        {props.renderJobModeration({})}
        {props.renderJobModeration({ view: 'sources' })}
      </>
    ) : null}
  </div>
);

beforeEach(() => {
  clearRemoteComponentCache();
  loadRemote.mockImplementation(async (module: string) => ({
    default: module === 'content/ContentPage' ? ContentPage : (props: object) => <p data-testid={module}>{JSON.stringify(props)}</p>,
  }));
});

describe('the content routes', () => {
  it.each([
    [FundingRoutePage, 'funding'],
    [EventsRoutePage, 'events'],
    [FeedbackRoutePage, 'feedback'],
  ] as const)('mount the content remote with the page of the route (%#)', async (Page, page) => {
    renderWithApi(<Page />, api);
    expect((await screen.findByTestId('content/ContentPage')).textContent).toBe(page);
  });

  it("compose the jobs remote's queue and Sources tab into the moderation area", async () => {
    renderWithApi(<ModerationRoutePage />, api);
    expect(await screen.findByText('moderation')).toBeTruthy();
    const views = await screen.findAllByTestId('jobs/JobModeration');
    expect(views.map((view) => JSON.parse(view.textContent!))).toEqual([{}, { view: 'sources' }]);
  });
});
