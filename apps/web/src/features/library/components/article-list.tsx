import { Skeleton } from 'antd-mobile';
import { libraryTexts } from '@lottery/contracts';
import type { LibraryArticleItem, LibraryArticlePage } from '@lottery/contracts';
import { PagedList } from '../../../components/paged-list';
import type { useLibraryArticles } from '../api/get-library-articles';
import { ArticleCard } from './article-card';
import { LibraryFailed } from './library-failed';
import styles from './article-list.module.css';

const rowsOf = (page: LibraryArticlePage) => page.data;
const keyOf = (article: LibraryArticleItem) => article.id;

export function ArticleListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label={libraryTexts.loading}>
      {[0, 1, 2, 3, 4].map((key) => (
        <div key={key} className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

/**
 * A category's articles (spec part 1 §9: 100 a page, the next within 300 px of the bottom):
 * skeletons while the first page loads, 暂无数据 when there is none or it failed, 没有更多数据了 at
 * the end.
 */
export function ArticleList({ query }: { query: ReturnType<typeof useLibraryArticles> }) {
  return (
    <PagedList
      query={query}
      rowsOf={rowsOf}
      keyOf={keyOf}
      label={libraryTexts.list}
      loading={<ArticleListSkeleton />}
      error={<LibraryFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />}
    >
      {(article) => <ArticleCard article={article} />}
    </PagedList>
  );
}
