// The bare baselines of bench/search.mjs: statements sent through `pg` at a given concurrency, no
// HTTP, no session, no JSON; and the log reading that checks the replayed statements are the
// endpoint's own.

/**
 * `connections` workers over one pool, each sending the next request's statements (one request
 * may be several, sent in order) until `seconds` have passed. Every request's time is kept.
 */
export async function sqlLoop(pool, requests, { connections, seconds }) {
  const latencies = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < until) {
      const statements = requests[next++ % requests.length];
      const started = performance.now();
      for (const statement of statements) await pool.query(statement);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, perSecond: latencies.length / seconds };
}

/** The statements in a stretch of PostgreSQL's log (log_statement = 'all'), with parameters. */
export function loggedStatements(log) {
  const statements = [];
  // The log starts each further line of an entry with a tab.
  for (const entry of log.replaceAll('\n\t', '\n').split(/\n(?=\d{4}-\d\d-\d\d )/)) {
    const executed = entry.match(/LOG: {2}(?:execute [^:]*|statement): ([\s\S]*)$/);
    if (executed) statements.push({ text: executed[1].trim(), values: [] });
    const detail = entry.match(/DETAIL: {2}[Pp]arameters: ([\s\S]*)$/);
    if (detail && statements.length > 0) {
      statements.at(-1).values = [...detail[1].matchAll(/\$\d+ = (NULL|'((?:[^']|'')*)')/g)].map(
        (m) => (m[1] === 'NULL' ? null : m[2].replaceAll("''", "'")),
      );
    }
  }
  return statements;
}
