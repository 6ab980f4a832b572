/** GraphQL IDs are strings; our keys are positive integers. Anything else names no record. */
export function parseId(id: string | number): number | null {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
