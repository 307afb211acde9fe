import { Skeleton } from 'antd-mobile';
import { imageUrl, libraryTexts } from '@lottery/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http';
import { chinaTimeOf } from '../../../lib/china-time';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { useLibraryArticle } from '../api/get-library-article';
import { LibraryFailed } from '../components/library-failed';
import { routeIdOf } from '../model/library-paths';
import styles from './library-article-page.module.css';

/** /databases/article/:id: one article, its body sanitized again before it is drawn. */
export function LibraryArticlePage() {
  const id = routeIdOf(useParams().id);
  const goBack = useGoBack('/databases');
  const article = useLibraryArticle(id);
  const html = useMemo(
    () => (article.data ? sanitizePageHtml(article.data.content) : ''),
    [article.data],
  );
  const missing =
    id === null || (article.error instanceof ApiError && article.error.status === 404);

  return (
    <div className={styles.page}>
      <PageHeader title={article.data?.categoryName ?? libraryTexts.detailTitle} onBack={goBack} />
      <div className={styles.body}>
        {missing ? (
          <LibraryFailed description={libraryTexts.articleNotFound} />
        ) : article.isError ? (
          <LibraryFailed retrying={article.isFetching} onRetry={() => void article.refetch()} />
        ) : !article.data ? (
          <div className={styles.article} aria-busy="true" aria-label={libraryTexts.loading}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        ) : (
          <article className={styles.article}>
            <h2 className={styles.title}>{article.data.title}</h2>
            <p className={styles.meta}>
              {article.data.author ? <span>{article.data.author}</span> : null}
              <time dateTime={new Date(article.data.publishedAt).toISOString()}>
                {chinaTimeOf(article.data.publishedAt).slice(0, 16)}
              </time>
            </p>
            {article.data.coverUrl ? (
              <img className={styles.cover} src={imageUrl(article.data.coverUrl)} alt="" />
            ) : null}
            <div
              className={styles.content}
              data-testid="library-content"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </article>
        )}
      </div>
    </div>
  );
}
