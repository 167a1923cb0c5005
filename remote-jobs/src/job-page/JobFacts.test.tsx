import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { makeJob } from '../test/fixtures';
import { JobFacts } from './JobFacts';

const renderFacts = (job: ReturnType<typeof makeJob>) =>
  render(
    <ChakraProvider theme={theme}>
      <JobFacts job={job} />
    </ChakraProvider>,
  );

describe('JobFacts', () => {
  it('says a job was posted on Chainwork by its company, with its yearly USD salary', () => {
    renderFacts(makeJob({ Company: 'Acme' }));
    expect(screen.getByText('Posted on Chainwork by Acme')).toBeTruthy();
    expect(screen.getByText('$120,000 – $180,000')).toBeTruthy();
    expect(screen.getByText('per year')).toBeTruthy();
  });

  it("says an imported job comes from the company's careers page, checked when, with pay as published", () => {
    renderFacts(
      makeJob({
        Company: 'ZK Forge',
        origin: 'imported',
        source: { provider: 'lever', url: 'https://jobs.example/apply', checkedAt: new Date(Date.now() - 2 * 3_600_000 - 60_000) },
        pay: { currency: 'EUR', interval: 'year', min: 80_000, max: 100_000, label: '€80k – €100k a year' },
      }),
    );
    expect(screen.getByText("From ZK Forge's careers page, checked 2h ago")).toBeTruthy();
    expect(screen.getByText('€80k – €100k a year')).toBeTruthy();
    expect(screen.queryByText('per year')).toBeNull();
  });

  it('marks a reposted role with the date it was first listed', () => {
    renderFacts(makeJob({ Date: new Date('2026-05-20T12:00:00Z'), firstSeenAt: new Date('2026-04-02T12:00:00Z') }));
    expect(screen.getByText('Reposted')).toBeTruthy();
    expect(screen.getByText(/first listed Apr 2, 2026/)).toBeTruthy();
  });
});
