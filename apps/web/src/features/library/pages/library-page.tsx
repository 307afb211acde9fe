import { libraryTexts } from '@lottery/contracts';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useLibraryArticles } from '../api/get-library-articles';
import { useLibraryCategories } from '../api/get-library-categories';
import { ArticleList } from '../components/article-list';
import { CategoryChips } from '../components/category-chips';
import { LibraryFailed } from '../components/library-failed';
import styles from './library-page.module.css';

/**
 * /databases, the 资料库 tab (spec part 1 §2, §9): the categories as chips, and the chosen one's
 * articles (`?category=`, the first category by default) paged 100 at a time.
 */
export function LibraryPage() {
  const categories = useLibraryCategories();
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const list = categories.data;
  const selected = list?.find((category) => category.code === asked)?.code ?? list?.[0]?.code;
  const articles = useLibraryArticles(selected);
  const top = useRef<HTMLDivElement>(null);

  const select = (code: string) => {
    if (code === selected) return;
    setParams({ category: code }, { replace: true });
    // Scrolled down the old list: the new one starts at its top.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) {
      top.current?.scrollIntoView?.({ block: 'start' });
    }
  };

  const failed = categories.isError && !list;

  return (
    <div className={styles.page}>
      <PageHeader title={libraryTexts.title} />
      <div ref={top} className={styles.anchor} aria-hidden />
      {failed ? (
        <div className={styles.body}>
          <LibraryFailed
            retrying={categories.isFetching}
            onRetry={() => void categories.refetch()}
          />
        </div>
      ) : list?.length === 0 ? (
        <div className={styles.body}>
          <LibraryFailed />
        </div>
      ) : (
        <>
          <div className={styles.chips}>
            <CategoryChips categories={list} selected={selected} onSelect={select} />
          </div>
          <PullToRefresh
            onRefresh={async () => {
              await Promise.all([categories.refetch(), articles.refetch()]);
            }}
          >
            <div className={styles.body}>
              <ArticleList query={articles} />
            </div>
          </PullToRefresh>
        </>
      )}
    </div>
  );
}
