import { Empty } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useTemplateDetail } from '../api/get-template-detail';
import { TemplateCard } from '../components/template-card';
import { TemplateListSkeleton } from '../components/template-list';
import { routeIdOf } from '../model/route-ids';
import styles from './template-pages.module.css';

function Detail({ gameId, templateId }: { gameId: number; templateId: number }) {
  const [search] = useSearchParams();
  const focusItemId = routeIdOf(search.get('templateId'));
  const documentId = routeIdOf(search.get('documentId'));
  const detail = useTemplateDetail(gameId, templateId, documentId);
  const goBack = useGoBack('/');
  const template = detail.data;

  useEffect(() => {
    if (!template || focusItemId === null) return;
    document
      .querySelector(`[data-item-id="${focusItemId}"]`)
      ?.scrollIntoView?.({ block: 'center' });
  }, [template, focusItemId]);

  return (
    <div className={styles.page}>
      <PageHeader title={template?.name ?? '资料详情'} onBack={goBack} />
      <div className={styles.body}>
        {detail.isPending ? (
          <TemplateListSkeleton />
        ) : !template ? (
          <Empty description="暂无数据" />
        ) : (
          <>
            <p className={styles.caption}>往期记录</p>
            <TemplateCard
              template={template}
              poll={template.poll}
              focusItemId={focusItemId}
              detail
            />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * /template/{gameId}/{templateId} (spec part 2 §2.1): one template with every past issue (the
 * 查看往期记录 page); ?templateId= marks one item, ?documentId= picks the zodiac poll.
 */
export function TemplateDetailPage() {
  const params = useParams();
  const gameId = routeIdOf(params.gameId);
  const templateId = routeIdOf(params.id);
  const goBack = useGoBack('/');
  if (gameId === null || templateId === null) {
    return (
      <div className={styles.page}>
        <PageHeader title="资料详情" onBack={goBack} />
        <StatusBlock icon={<FileOutline />} title="暂无数据" />
      </div>
    );
  }
  return <Detail key={`${gameId}/${templateId}`} gameId={gameId} templateId={templateId} />;
}
