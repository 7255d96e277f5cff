import { DEFAULT_GENERAL_SETTINGS, messages } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '../../testing/mock-api';
import { aComment } from '../../testing/product-fixtures';
import { renderWithProviders } from '../../testing/render-app';
import { CommentText } from './comment-text';

const PATH = 'POST /product/productComments/c-1/translation';

function open(translate: boolean, answer: MockAnswer) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [PATH]: answer,
  });
  const comment = aComment({ policies: { ...aComment().policies, translate } });
  renderWithProviders(<CommentText comment={comment} />);
  return { user: userEvent.setup({ delay: null }), fetchMock };
}

describe('a comment’s translation (issue 47 §5)', () => {
  it('shows the text in the reader’s language, with the original one click away', async () => {
    const { user, fetchMock } = open(true, {
      message: messages.commentTranslated,
      data: { commentId: 'c-1', language: 'en', text: 'Kürze den Saum um 2 cm.', unchanged: false },
    });
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Kürze den Saum um 2 cm.')).toBeInTheDocument();
    expect(screen.getByText('Translated by AI from the original.')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH)[0]!.body).toEqual({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('Shorten the hem by 2 cm.')).toBeInTheDocument();
    // Asked again, it is shown from what was already fetched.
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Kürze den Saum um 2 cm.')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH)).toHaveLength(1);
  });

  it('says why when the provider fails, and keeps the original', async () => {
    const { user } = open(true, { status: 503, message: messages.translationUnavailable });
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.translationUnavailable);
    expect(screen.getByText('Shorten the hem by 2 cm.')).toBeInTheDocument();
  });

  it('is not offered without a provider', async () => {
    const { fetchMock } = open(false, { data: null });
    expect(screen.getByText('Shorten the hem by 2 cm.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, PATH)).toHaveLength(0));
  });
});
