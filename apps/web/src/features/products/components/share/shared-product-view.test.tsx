import { messages } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../../testing/mock-api';
import { aComment, aProduct } from '../../../../testing/product-fixtures';
import { renderWithRouter } from '../../../../testing/render-app';
import { SharedProductView } from './shared-product-view';

const shared = {
  action: 'can-comment-and-view' as const,
  product: aProduct(),
  files: [],
  team: { _id: 'team', name: 'Spring studio' },
  expiresAt: null,
};

function openShared(comments = [aComment()]) {
  const fetchMock = mockApi({
    'GET /product/productCommentsNoAuth': { data: comments },
    'POST /product/productCommentsNoAuth': { status: 201, data: aComment(), message: 'ok' },
  });
  const app = renderWithRouter(
    <SharedProductView
      shared={shared}
      token="abc.def"
      sharedBy={null}
      imageId={null}
      onOpenImage={() => {}}
    />,
  );
  return { ...app, fetchMock };
}

describe('a share-link visitor’s comments (issue 44 §16)', () => {
  it('shows a guest’s initials as letters only', async () => {
    openShared([
      aComment({
        author: {
          _id: 'guest-1',
          name: 'Claire (buyer, Galeries)',
          profilePicture: null,
          guest: true,
        },
      }),
    ]);
    expect(await screen.findByText('Claire (buyer, Galeries)')).toBeInTheDocument();
    expect(screen.getByText('CB')).toBeInTheDocument();
    expect(screen.queryByText('C(')).toBeNull();
  });

  it('marks the name field with the domain’s text instead of sending without a name', async () => {
    localStorage.removeItem('atelier.visitorName');
    const { user, fetchMock } = openShared();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Lovely drape');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Enter your name/));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByText(messages.visitorNameRequired)).toBeVisible();
    expect(callsTo(fetchMock, 'POST /product/productCommentsNoAuth')).toHaveLength(0);
  });
});
