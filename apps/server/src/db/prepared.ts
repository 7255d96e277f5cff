/**
 * Statements prepared once per executor: built once by drizzle and, under a name, planned once per
 * connection by PostgreSQL. A statement prepared on the database is reused by every request; one
 * prepared in a transaction belongs to that transaction (drizzle binds it to its connection).
 */
import type { Executor } from './client.ts';

export function preparedPer<T>(prepare: (executor: Executor) => T) {
  const byExecutor = new WeakMap<Executor, T>();
  return (executor: Executor): T => {
    let statement = byExecutor.get(executor);
    if (!statement) {
      statement = prepare(executor);
      byExecutor.set(executor, statement);
    }
    return statement;
  };
}
