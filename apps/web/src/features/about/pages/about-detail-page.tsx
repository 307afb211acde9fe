import { Empty, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useAbout } from '../api/get-about';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import styles from './about-detail-page.module.css';

/** /about/user-agreement, /about/contact-us, /about/privacy-agreement. */
export function AboutDetailPage() {
  const { slug } = useParams();
  const goBack = useGoBack('/about');
  const about = useAbout();
  const page = about.data?.pages.find((candidate) => candidate.slug === slug);
  const html = useMemo(() => (page ? sanitizePageHtml(page.content) : ''), [page]);

  return (
    <>
      <PageHeader title={page?.title ?? '关于我们'} onBack={goBack} />
      <div className={styles.body}>
        {about.isPending ? (
          <article className={styles.article}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={8} animated />
          </article>
        ) : page ? (
          <article
            className={styles.article}
            data-testid="about-content"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Empty description="暂无数据" />
        )}
      </div>
    </>
  );
}
