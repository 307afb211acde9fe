/** The article page of an article. */
export const articlePath = (id: number): string => `/databases/article/${id}`;

/** A route's id segment as a positive whole number, or null when it is not one. */
export const routeIdOf = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};
