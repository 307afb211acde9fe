/** A route's id segment (or query value) as a positive whole number, or null when it is not one. */
export const routeIdOf = (value: string | null | undefined): number | null => {
  if (value === undefined || value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};
