/** The only place people responses (GET users, users/allUsers) are shaped. */
import type { Person, PersonSummary } from '@atelier/domain';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { PersonRow } from './queries.ts';

export async function presentPersonSummary(
  row: Pick<PersonRow, 'id' | 'first_name' | 'last_name' | 'email' | 'profile_picture'>,
  storage: Storage,
): Promise<PersonSummary> {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profilePicture: await urlOf(storage, row.profile_picture),
  };
}

export async function presentPerson(row: PersonRow, storage: Storage): Promise<Person> {
  return {
    ...(await presentPersonSummary(row, storage)),
    jobTitle: row.job_title,
    teams: row.teams,
  };
}
