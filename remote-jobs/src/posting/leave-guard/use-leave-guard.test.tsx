import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from '@chainwork/shared-config/router';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { ConfirmLeaveDialog } from './ConfirmLeaveDialog';
import { useLeaveGuard } from './use-leave-guard';

function Form() {
  const [value, setValue] = useState('');
  const guard = useLeaveGuard(value !== '');
  return (
    <>
      <label>
        Title
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/about">About</Link>
      <ConfirmLeaveDialog isOpen={guard.pending !== null} onStay={guard.stay} onLeave={guard.leave} />
    </>
  );
}

function renderForm() {
  return render(
    <ChakraProvider theme={theme}>
      <MemoryRouter initialEntries={['/post-job']}>
        <Routes>
          <Route path="/post-job" element={<Form />} />
          <Route path="/about" element={<h1>About page</h1>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('useLeaveGuard', () => {
  it('lets links work while nothing is unsaved', () => {
    renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('asks before a link leaves unsaved changes; staying keeps them, discarding follows the link', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Draft title' } });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep editing'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Draft title');
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('asks the browser before the tab closes with unsaved changes', () => {
    renderForm();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
