import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_RULES } from '../../lib/upload-refusal';
import { renderWithProviders } from '../../testing/render-app';
import { ImageUploadField } from './image-upload-field';

describe('image upload field, to a French reader (issue 47 §4)', () => {
  it('says what it takes, and refuses another type, in French', async () => {
    const onFile = vi.fn();
    renderWithProviders(
      <ImageUploadField
        inputLabel="Logo"
        preview={null}
        buttonLabel="Importer"
        rules={IMAGE_RULES}
        onFile={onFile}
        onRemove={() => undefined}
      />,
      { language: 'fr' },
    );

    expect(await screen.findByText('JPG, PNG ou WebP, jusqu’à 10 Mo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File(['x'], 'logo.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez importer une image JPG, PNG ou WebP.',
    );
    expect(onFile).not.toHaveBeenCalled();
  });
});
