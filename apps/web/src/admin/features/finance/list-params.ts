import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type ParamValue = string | number | undefined | null;

/** A list's page size unless the operator picks another. */
export const defaultPageSize = 20;

const wholeNumber = (text: string | null): number | undefined => {
  if (text === null || text === '') return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
};

/**
 * A list's filters, sort and page kept in the address' query, so going back from a detail page
 * returns to the same list. A change of filter goes back to the first page.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, ParamValue>, { keepPage = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    text: (key: string): string | undefined => params.get(key) || undefined,
    number: (key: string): number | undefined => wholeNumber(params.get(key)),
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
    size: Math.min(100, Math.max(1, wholeNumber(params.get('size')) ?? defaultPageSize)),
    update,
    /** The table's pager moved: page and size, filters kept. */
    turnPage: (page: number, size: number) => update({ page, size }, { keepPage: true }),
  };
};
