export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Form and query encoding alike: undefined and null fields are left out, arrays repeat the key. */
export const toSearchParams = (values: QueryParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const list: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of list) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search;
};

export const withQuery = (url: string, params: QueryParams | undefined): string => {
  if (!params) return url;
  const query = toSearchParams(params).toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};
