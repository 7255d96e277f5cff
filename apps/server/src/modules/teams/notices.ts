/** Texts of the team notifications (SPEC §3 keys) and of names inside them. */
export const notices = {
  reqTeamId: (who: string, team: string) => `${who} asked to join ${team}.`,
  joinTeamId: (who: string, team: string) => `${who} joined ${team}.`,
  deleteTeamId: (who: string, team: string) => `${who} deleted the team ${team}.`,
  addExistingUserInTeam: (who: string, team: string) => `${who} added you to ${team}.`,
  /** addExistingUserInTeam for an invitation: the person joins only by accepting it. */
  invitedToTeam: (who: string, team: string) => `${who} invited you to ${team}.`,
  teamPermissions: (team: string) => `Your permissions in ${team} were updated.`,
};
