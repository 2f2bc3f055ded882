/**
 * The reviews page's summary (issue 17 item 20): the average score is shown to one decimal, so it
 * is rounded from the integer sum, half up (4.45 → 4.5), never through a float that would read
 * 4.45 as 4.4499…; no reviews have no average.
 */
export function averageScore(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}
