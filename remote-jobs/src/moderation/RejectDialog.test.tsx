import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { RejectDialog } from './RejectDialog';

describe('RejectDialog', () => {
  it('starts in the reason field and refuses to reject without a reason the employer can act on', async () => {
    const onReject = vi.fn();
    render(
      <ChakraProvider theme={theme}>
        <RejectDialog title="Rust Engineer" isOpen isRejecting={false} serverError={null} onCancel={() => {}} onReject={onReject} />
      </ChakraProvider>,
    );
    const reason = await screen.findByLabelText(/Reason for the employer/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(screen.getByRole('button', { name: 'Reject and notify' }));
    expect(await screen.findByText(/at least 10 characters/)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  The salary range is missing its top figure.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject and notify' }));
    expect(onReject).toHaveBeenCalledWith('The salary range is missing its top figure.');
  });
});
