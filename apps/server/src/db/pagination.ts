/**
 * The total of a paged list. A page that is neither full nor empty tells it exactly, and so does
 * an empty first page; only a full page (or an empty one past the end) needs `count`. Counting in
 * a separate query keeps the page's own query an index scan that stops at LIMIT, where a
 * `count(*) over ()` column made the database build every matching row first.
 */
export async function pageTotal(
  page: { page: number; limit: number },
  rowCount: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rowCount > 0 && rowCount < page.limit) return (page.page - 1) * page.limit + rowCount;
  if (rowCount === 0 && page.page === 1) return 0;
  return count();
}
