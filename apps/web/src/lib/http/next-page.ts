interface DataPage {
  data: readonly unknown[];
  totalCount: number;
}

/**
 * The page after `pages` of a `{data, totalCount}` list (spec part 2 §4 paging): while fewer
 * than totalCount are loaded and the last page was not empty; otherwise none.
 */
export const nextDataPage = (last: DataPage, pages: readonly DataPage[]): number | undefined => {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
};
