export type PaginationItem = number | 'ellipsis';

/**
 * The page numbers a pager shows: always the first and last page, the current page with `siblings`
 * neighbours on each side, and an ellipsis where pages are skipped. A gap of one page is shown as
 * that page instead of an ellipsis (an ellipsis would hide nothing), so the list keeps a stable length.
 */
export function paginationRange(current: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(pageCount - 1, page + siblings);
  // Near an edge, widen the window so the pager does not shrink.
  if (page - siblings <= 3) {
    start = 2;
    end = slots - 2;
  } else if (page + siblings >= pageCount - 2) {
    start = pageCount - (slots - 3);
    end = pageCount - 1;
  }

  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push('ellipsis');
  items.push(pageCount);
  return items;
}
