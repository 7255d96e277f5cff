import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { CopyLinkButton, MadeLink } from './copy-link-button';

describe('the copy link button', () => {
  it('is named in the person’s language unless its page names it (issue 47 §4)', async () => {
    renderWithProviders(
      <>
        <MadeLink label="Lien" url="https://atelier.example/l/abc" />
        <CopyLinkButton url="https://atelier.example/l/def" label="Copier" />
      </>,
      { language: 'de' },
    );
    expect(await screen.findByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });
});
