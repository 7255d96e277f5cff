export * from './endpoint.ts';
export * from './teams.ts';
