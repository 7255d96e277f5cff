/**
 * What the server writes reaches its reader in their language (issue 47 §4): the answer names its
 * text's key and values, the page writes it from its language's server-texts catalogue, and a key
 * it does not know shows the English as sent.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueFormModal } from './catalogue-form-modal';
import { aTeam } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import en from '../../../lib/server-texts/locales/en.json';
import fr from '../../../lib/server-texts/locales/fr.json';
import {
  loadServerTexts,
  serverText,
  showServerTexts,
} from '../../../lib/server-texts/server-text';

/** The French the page writes, spaces as Testing Library reads them (French puts a no-break space before ':'). */
const french = (key: keyof typeof fr, values?: Record<string, string | number>) =>
  String(new IntlMessageFormat(fr[key], 'fr').format(values)).replace(/\s+/g, ' ');

async function openForm(language: 'fr' | 'en') {
  renderWithProviders(
    <CatalogueFormModal kind="category" team={aTeam()} opened entry={null} onClose={() => {}} />,
    { language },
  );
  // The page loads its language's server texts as it shows the language; a person takes longer
  // to fill a form than that chunk takes to arrive.
  await loadServerTexts(language);
  return userEvent.setup({ delay: null });
}

afterEach(async () => {
  await showServerTexts('en');
});

describe('a server text in its reader’s language', () => {
  it('a French reader sees the success toast in French', async () => {
    mockApi({
      'POST /category': {
        status: 201,
        message: en.categoryAdded,
        extra: { messageKey: 'categoryAdded' },
        data: { _id: 'c1', name: 'Robes' },
      },
    });
    const user = await openForm('fr');
    await user.type(await screen.findByRole('textbox'), 'Robes');
    await user.click(screen.getByRole('button', { name: /Add category/ }));
    expect(await screen.findByText(french('categoryAdded'))).toBeInTheDocument();
    expect(french('categoryAdded')).not.toBe(en.categoryAdded);
    expect(screen.queryByText(en.categoryAdded)).not.toBeInTheDocument();
  });

  it('a French reader sees a field’s refusal in French, its values in place', async () => {
    const sent = 'Please choose one of: Dresses, Coats.';
    const values = { choices: 'Dresses, Coats' };
    mockApi({
      'POST /category': {
        status: 400,
        message: sent,
        extra: { messageKey: 'chooseOneOf', messageValues: values, code: 'validation_failed' },
        data: { errors: [{ field: 'name', message: sent, key: 'chooseOneOf', values }] },
      },
    });
    const user = await openForm('fr');
    await user.type(await screen.findByRole('textbox'), 'Robes');
    await user.click(screen.getByRole('button', { name: /Add category/ }));
    expect(await screen.findByText(french('chooseOneOf', values))).toBeInTheDocument();
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
  });

  it('shows the English as sent for a key the catalogue does not have, or none', async () => {
    await showServerTexts('fr');
    expect(serverText({ responseMessage: 'Made up.', messageKey: 'noSuchKey' })).toBe('Made up.');
    expect(serverText({ message: 'Made up.' })).toBe('Made up.');
    expect(serverText({ message: en.noRecord, key: 'noRecord' })).toBe(french('noRecord'));
    // An English reader reads the text as sent, without loading any catalogue.
    await showServerTexts('en');
    expect(serverText({ message: en.noRecord, key: 'noRecord' })).toBe(en.noRecord);
  });

  it('falls back to the English as sent for a form refusal whose key is unknown', async () => {
    mockApi({
      'POST /category': {
        status: 400,
        message: 'A rule of a newer server.',
        extra: { messageKey: 'fromTheFuture' },
        data: { errors: [{ field: 'name', message: 'A rule of a newer server.', key: 'x' }] },
      },
    });
    const user = await openForm('fr');
    await user.type(await screen.findByRole('textbox'), 'Robes');
    await user.click(screen.getByRole('button', { name: /Add category/ }));
    expect(await screen.findByText('A rule of a newer server.')).toBeInTheDocument();
  });
});
