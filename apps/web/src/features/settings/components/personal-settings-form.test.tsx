import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openPersonalSettings(
  update?: (request: MockRequest) => { message: string; data: unknown },
) {
  const user = signIn(aUser({ jobTitle: 'Textile designer' }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'PUT /auth/updateProfile': update ?? {
      message: 'Personal settings are already updated.',
      data: user,
    },
  });
  const view = renderApp('/setting/personal');
  await screen.findByRole('heading', { name: 'Personal settings' });
  return { ...view, fetchMock };
}

describe('personal settings', () => {
  it('shows the profile with a read-only e-mail', async () => {
    await openPersonalSettings();

    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Textile designer');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@studio.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('rejects a LinkedIn address that is not LinkedIn, and a bad phone number', async () => {
    const { user, fetchMock } = await openPersonalSettings();

    await user.type(screen.getByLabelText('LinkedIn URL'), 'https://example.com/ada');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Linkedin url is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is invalid.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/updateProfile')).toHaveLength(0);
  });

  it('requires a job title (SPEC §5)', async () => {
    const { user, fetchMock } = await openPersonalSettings();

    await user.clear(screen.getByLabelText(/Job title/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Job title is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/updateProfile')).toHaveLength(0);
  });

  it('saves, shows the server message and updates the stored user', async () => {
    const { user, fetchMock } = await openPersonalSettings(({ body }) => ({
      message: 'User updated successfully.',
      data: aUser({ ...(body as object), jobTitle: 'Head of design' }),
    }));

    const jobTitle = screen.getByLabelText(/Job title/);
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Head of design');
    await user.type(
      screen.getByLabelText('LinkedIn URL'),
      'https://www.linkedin.com/in/ada-lovelace',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/updateProfile')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Head of design',
      phoneNumber: '',
      linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
    });
    expect(JSON.parse(localStorage.getItem('userDetails') ?? '{}')).toMatchObject({
      jobTitle: 'Head of design',
    });
  });

  it('shows the "already updated" answer when nothing changed', async () => {
    const { user } = await openPersonalSettings();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Personal settings are already updated.')).toBeInTheDocument();
  });
});
