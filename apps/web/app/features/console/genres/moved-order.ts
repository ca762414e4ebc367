export type MoveDirection = 'up' | 'down';

export function isMoveDirection(value: string): value is MoveDirection {
  return value === 'up' || value === 'down';
}

/**
 * The list with `id` swapped with its neighbour above or below: the explicit order the API takes. Null when
 * the item is not in the list (it changed since the page was shown) or already at that end.
 */
export function movedOrder(ids: readonly number[], id: number, direction: MoveDirection): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [ids[to] as number, id];
  return order;
}
