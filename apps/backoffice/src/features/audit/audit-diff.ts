/**
 * An audit entry's before and after as rows of a readable diff (pure, tested): nested objects
 * are flattened to dotted paths, lists of plain values stay one value (a member's outlets are
 * one field), and each row says whether it was added (a creation), removed (a deletion),
 * changed, left as it was, or recorded on one side only: writers often note only what they
 * touched (a revoked key's after is its revocation time), which is no removal of the rest.
 */
type DiffChange = 'added' | 'removed' | 'changed' | 'same' | 'oneSide';

export interface DiffRow {
  /** dotted path, '' for an entry whose before/after is a plain value */
  path: string;
  before: unknown;
  after: unknown;
  change: DiffChange;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
}

/** the fields of a snapshot; nothing for none (a creation has no before, a deletion no after) */
function fieldsOf(snapshot: unknown): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (snapshot !== null && snapshot !== undefined) flatten(snapshot, '', fields);
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isNone = (snapshot: unknown) => snapshot === null || snapshot === undefined;

export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths.map((path) => {
    const change: DiffChange = isNone(before)
      ? 'added'
      : isNone(after)
        ? 'removed'
        : !was.has(path) || !is.has(path)
          ? 'oneSide'
          : same(was.get(path), is.get(path))
            ? 'same'
            : 'changed';
    return { path, before: was.get(path), after: is.get(path), change };
  });
}

/** Whether a row shows a change (highlighted, counted). */
export const isChange = (row: DiffRow) =>
  row.change === 'added' || row.change === 'removed' || row.change === 'changed';

/** How many fields an entry changed, for the row's summary ("3 fields changed"). */
export function countChanges(rows: readonly DiffRow[]): number {
  return rows.filter(isChange).length;
}
