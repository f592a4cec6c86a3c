/** The list with the item at `index` moved `by` places (-1: one before, 1: one after); a new array. */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item === undefined) return next;
  next.splice(index + by, 0, item);
  return next;
}
