import { Empty } from 'antd-mobile';
import { templateCardTexts, templateLoadThresholdPx } from '@lottery/contracts';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useMyCollection } from '../api/get-my-collection';
import { TemplateCard } from '../components/template-card';
import { TemplateListSkeleton } from '../components/template-list';
import styles from './template-pages.module.css';

/** /my-collection (我的收藏): the member's favourite templates, newest favourite first. */
export function MyCollectionPage() {
  const collection = useMyCollection();
  const goBack = useGoBack('/');
  const templates = useMemo(
    () => collection.data?.pages.flatMap((page) => page.data) ?? [],
    [collection.data],
  );
  return (
    <div className={styles.page}>
      <PageHeader title={templateCardTexts.myCollection} onBack={goBack} />
      <div className={styles.body}>
        {collection.isPending ? (
          <TemplateListSkeleton />
        ) : templates.length === 0 ? (
          <Empty description="暂无数据" />
        ) : (
          <>
            <ul className={styles.cards} aria-label={templateCardTexts.myCollection}>
              {templates.map((template) => (
                <li key={template.id}>
                  <TemplateCard template={template} />
                </li>
              ))}
            </ul>
            <PagedListEnd
              threshold={templateLoadThresholdPx}
              hasNextPage={collection.hasNextPage}
              fetchNextPage={() => collection.fetchNextPage()}
            />
          </>
        )}
      </div>
    </div>
  );
}
