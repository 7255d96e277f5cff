import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { QueryState } from './query-state';

const failed = (data: string | undefined, refetch = vi.fn()) => ({
  data,
  isError: true,
  error: new Error('The server is away.'),
  refetch,
});

function renderState(query: ReturnType<typeof failed>, keepData = false) {
  renderWithProviders(
    <QueryState
      query={query}
      keepData={keepData}
      errorTitle="The notes could not be loaded"
      loading={<p>Loading notes</p>}
    >
      {(data) => <p>{data}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the placeholder until the data is in', () => {
    renderState({ ...failed(undefined), isError: false });
    expect(screen.getByText('Loading notes')).toBeInTheDocument();
  });

  it('shows the error with a retry, even over data already loaded', async () => {
    const refetch = vi.fn();
    renderState(failed('Old notes', refetch));
    expect(screen.getByRole('alert')).toHaveTextContent('The notes could not be loaded');
    expect(screen.queryByText('Old notes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps the data loaded when asked to', () => {
    renderState(failed('Old notes'), true);
    expect(screen.getByText('Old notes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
