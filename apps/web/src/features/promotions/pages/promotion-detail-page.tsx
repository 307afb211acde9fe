import { Button, Skeleton } from 'antd-mobile';
import { promotionTemplateTypes, promotionTexts } from '@lottery/contracts';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { openLink } from '../../../lib/navigation/open-link';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { usePromotionDetail } from '../api/get-promotions';
import { chipStyle, periodText } from '../components/promotion-card';
import styles from './promotion-detail-page.module.css';

/** /promotional/{classifyType}/{id}: the offer's cover, dates and page. */
export function PromotionDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/promotional');
  const detail = usePromotionDetail(Number(id));
  const promotion = detail.data;
  const html = useMemo(() => (promotion ? sanitizePageHtml(promotion.content) : ''), [promotion]);

  return (
    <div className={styles.page}>
      <PageHeader title={promotionTexts.detailTitle} onBack={goBack} />
      <div className={styles.body}>
        {detail.isPending ? (
          <article className={styles.article} aria-busy="true">
            <div className={styles.coverHolder} />
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </article>
        ) : detail.isError || !promotion ? (
          <QueryError
            error={detail.error}
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <article className={styles.article}>
            <img
              className={styles.cover}
              src={promotion.imageUrl || promotion.coverUrl}
              alt={promotion.name}
              width={690}
              height={280}
            />
            <h2 className={styles.title}>
              <span className={styles.chip} style={chipStyle(promotion)}>
                {promotion.classifyName}
              </span>
              {promotion.name}
            </h2>
            <p className={styles.line}>
              {promotionTexts.period}
              {periodText(promotion)}
            </p>
            {promotion.domain ? (
              <p className={styles.line}>
                {promotionTexts.domain}
                {promotion.domain}
              </p>
            ) : null}
            {html ? (
              <div
                className={styles.content}
                data-testid="promotion-content"
                dangerouslySetInnerHTML={{ __html: html }}
              />
            ) : null}
            {promotion.templateType === promotionTemplateTypes.externalLink ? (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => openLink(promotion.linkUrl, (path) => void navigate(path))}
              >
                {promotionTexts.openLink}
              </Button>
            ) : null}
          </article>
        )}
      </div>
    </div>
  );
}
