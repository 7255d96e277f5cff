/** When the legal documents last changed (1 November 2026), shown under each title. */
export const LEGAL_UPDATED_ON = new Date(2026, 10, 1);
