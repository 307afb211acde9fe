/**
 * A PostgreSQL array literal (`{"a","b",NULL}`) of plain values, sent as ONE parameter and cast in
 * the statement (`${pgArray(ids)}::bigint[]`): Drizzle's `sql` spreads a JS array into one
 * parameter per element, which set-based statements of thousands of rows cannot afford.
 */
export const pgArray = (values: readonly (string | number | boolean | Date | null)[]): string =>
  `{${values
    .map((value) => {
      if (value === null) return 'NULL';
      const text = value instanceof Date ? value.toISOString() : String(value);
      return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    })
    .join(',')}}`;
