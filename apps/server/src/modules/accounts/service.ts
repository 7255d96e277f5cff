/**
 * Accounts: the user row every other module reads and writes (sign-up, profile, teams). They call
 * these, never the queries, so no module reaches into another's tables.
 */
export {
  createUser,
  findOrCreatePendingUser,
  findUserByEmail,
  findUserById,
  updateUser,
} from './queries.ts';
