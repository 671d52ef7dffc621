/** Content collections come back sorted by id; entries with an `order` field are shown in that order instead. */
export function byOrder<T extends { data: { order: number } }>(a: T, b: T): number {
  return a.data.order - b.data.order;
}
