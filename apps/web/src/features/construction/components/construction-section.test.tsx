import { messages, type Construction } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { aCallout, aConstruction, FRONT } from '../../../testing/construction-fixtures';
import { IMAGE_ID, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithRouter } from '../../../testing/render-app';
import { ConstructionSection } from './construction-section';

const PATH = `/product/${PRODUCT_ID}/construction`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

function openSection(construction: () => Construction, handlers: Record<string, Handler> = {}) {
  signIn();
  const fetchMock = mockApi({ [`GET ${PATH}`]: () => ({ data: construction() }), ...handlers });
  const app = renderWithRouter(<ConstructionSection productId={PRODUCT_ID} />);
  return { ...app, fetchMock };
}

const section = () => screen.findByRole('region', { name: 'Construction' });

describe('the construction section of a product', () => {
  it('says there are no construction details yet, with a hint to add callouts', async () => {
    openSection(() => aConstruction({ policies: { edit: false } }));
    expect(await within(await section()).findByText('No construction details yet')).toBeVisible();
    expect(screen.getByText(/Numbered callouts pinned on the product’s images/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Construction notes' })).toBeNull();
  });

  it('shows the sketches with their numbered markers, and the callouts by number', async () => {
    openSection(() =>
      aConstruction({
        policies: { edit: false },
        notes: 'Seam allowance 1 cm throughout.',
        images: [FRONT],
        callouts: [
          aCallout(),
          aCallout({ _id: 'k-2', number: 2, x: 0.8, y: 0.1, text: 'Woven label centre back' }),
        ],
      }),
    );
    const marker = await screen.findByRole('img', { name: 'Callout 1: Double needle topstitch' });
    expect(marker).toHaveStyle({ left: '25%', top: '50%' });
    expect(screen.getByRole('img', { name: 'Callout 2: Woven label centre back' })).toHaveStyle({
      left: '80%',
      top: '10%',
    });
    expect(screen.getByRole('img', { name: 'front.png' })).toHaveAttribute('src', FRONT.preview);
    const list = screen.getByRole('list', { name: 'Callouts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Callout 1: Double needle topstitch', '2Callout 2: Woven label centre back']);
    expect(screen.getByRole('link', { name: 'Open front.png' })).toHaveAttribute(
      'href',
      `/productImgDetail/${IMAGE_ID}?product=${PRODUCT_ID}`,
    );
    expect(screen.getByText('Seam allowance 1 cm throughout.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Construction notes' })).toBeNull();
  });

  it('saves the notes with the revision they were read at, and says Saved', async () => {
    let current = aConstruction({ notes: 'Seams 1 cm', revision: 3 });
    const { user, fetchMock } = openSection(() => current, {
      [`PUT ${PATH}/notes`]: ({ body }) => {
        const { notes, revision } = body as { notes: string; revision: number };
        current = aConstruction({ notes, revision: revision + 1 });
        return { message: messages.constructionNotesSaved, data: current };
      },
    });
    const notes = await screen.findByRole('textbox', { name: 'Construction notes' });
    expect(notes).toHaveValue('Seams 1 cm');
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await user.type(notes, ', hem 3 cm');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(save);
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(callsTo(fetchMock, `PUT ${PATH}/notes`).map((call) => call.body)).toEqual([
      { notes: 'Seams 1 cm, hem 3 cm', revision: 3 },
    ]);
    expect(save).toBeDisabled();
  });

  it('shows the newer notes on a 409 and keeps the person’s text for the next save', async () => {
    let current = aConstruction({ notes: 'Seams 1 cm', revision: 1 });
    const { user, fetchMock } = openSection(() => current, {
      [`PUT ${PATH}/notes`]: ({ body }) => {
        const { notes, revision } = body as { notes: string; revision: number };
        if (revision !== current.revision) {
          // A teammate saved revision 2 meanwhile.
          current = aConstruction({ notes: 'Seams 1.5 cm (teammate)', revision: 2 });
          return { status: 409, message: messages.constructionRevisionStale };
        }
        current = aConstruction({ notes, revision: revision + 1 });
        return { message: messages.constructionNotesSaved, data: current };
      },
    });
    const notes = await screen.findByRole('textbox', { name: 'Construction notes' });
    await user.clear(notes);
    await user.type(notes, 'Mine: seams 1 cm, hem 3 cm');
    // The teammate's save lands on the server before ours.
    current = aConstruction({ notes: 'Seams 1.5 cm (teammate)', revision: 2 });
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(
      await screen.findByText('Someone saved these notes while you were writing'),
    ).toBeVisible();
    expect(screen.getByLabelText('Their notes')).toHaveTextContent('Seams 1.5 cm (teammate)');
    expect(notes).toHaveValue('Mine: seams 1 cm, hem 3 cm');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(callsTo(fetchMock, `PUT ${PATH}/notes`).map((call) => call.body)).toEqual([
      { notes: 'Mine: seams 1 cm, hem 3 cm', revision: 1 },
      { notes: 'Mine: seams 1 cm, hem 3 cm', revision: 2 },
    ]);
    expect(screen.queryByText('Someone saved these notes while you were writing')).toBeNull();
  });

  it('shows a teammate’s callouts live, and their notes in an untouched box', async () => {
    let current = aConstruction({ notes: 'Seams 1 cm', revision: 1 });
    const { realtime } = openSection(() => current);
    const notes = await screen.findByRole('textbox', { name: 'Construction notes' });
    current = aConstruction({
      notes: 'Seams 1 cm, hem 3 cm',
      revision: 2,
      images: [FRONT],
      callouts: [aCallout()],
    });
    // Another product's change is not this one's.
    await realtime.serverEmit('constructionChanged', { teamId: TEAM_ID, productId: 'other' });
    await realtime.serverEmit('constructionChanged', { teamId: TEAM_ID, productId: PRODUCT_ID });
    expect(
      await screen.findByRole('img', { name: 'Callout 1: Double needle topstitch' }),
    ).toBeVisible();
    expect(notes).toHaveValue('Seams 1 cm, hem 3 cm');
  });
});
