/** The only place people responses (GET users, users/allUsers) are shaped. */
import type { Person, PersonSummary } from '@atelier/domain';
import type { Storage } from '../../platform/storage/storage.ts';
import type { PersonRow } from './queries.ts';

export function presentPersonSummary(
  row: Pick<PersonRow, 'id' | 'first_name' | 'last_name' | 'email' | 'profile_picture'>,
  storage: Storage,
): PersonSummary {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profilePicture: row.profile_picture ? storage.url(row.profile_picture) : null,
  };
}

export function presentPerson(row: PersonRow, storage: Storage): Person {
  return { ...presentPersonSummary(row, storage), jobTitle: row.job_title, teams: row.teams };
}
