import { libraryBoardName } from '@lottery/contracts';
import type { LibraryBoardCode } from '@lottery/contracts';
import { PageHeader } from '../../../components/page-header';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useLibraryArticles } from '../api/get-library-articles';
import { ArticleList } from '../components/article-list';
import styles from './library-page.module.css';

/**
 * A board of the home-type routes (/water-forum, /master-documents, /public-documents,
 * /game-structures): the data library's category of that code, under its name.
 */
export function LibraryBoardPage({ code }: { code: LibraryBoardCode }) {
  const goBack = useGoBack('/');
  const articles = useLibraryArticles(code);
  const name = articles.data?.pages[0]?.category.name ?? libraryBoardName(code);

  return (
    <div className={styles.page}>
      <PageHeader title={name} onBack={goBack} />
      <PullToRefresh onRefresh={async () => void (await articles.refetch())}>
        <div className={styles.body}>
          <ArticleList query={articles} />
        </div>
      </PullToRefresh>
    </div>
  );
}
