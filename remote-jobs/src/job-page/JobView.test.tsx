import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { makeJob } from '../test/fixtures';
import { JobView } from './JobView';

const renderJob = (job: ReturnType<typeof makeJob>) =>
  render(
    <ChakraProvider theme={theme}>
      <MemoryRouter>
        <JobView job={job} />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('JobView', () => {
  it('says a job closed by its employer was filled, and offers no way to apply', () => {
    renderJob(makeJob({ closed: true }));
    expect(screen.getByText('This job is closed')).toBeTruthy();
    expect(screen.getByText(/The employer has filled this position/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('shows a verified employer beside the company, and two ways to apply on an open job', () => {
    renderJob(makeJob({ employerVerified: true }));
    expect(screen.getByText('Verified employer')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Apply now' })).toHaveLength(2);
    expect(screen.queryByText('This job is closed')).toBeNull();
  });
});
