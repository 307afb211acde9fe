import { Empty } from 'antd-mobile';
import { useMemo } from 'react';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useDeclaration } from '../api/get-declaration';
import { CardsSkeleton } from '../components/team-report-view';
import { sanitizePageHtml } from '../../../lib/sanitize-page-html';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

/** /agent/declare 代理说明: the operator's declaration page, sanitized, inside the app's page. */
export function DeclarePage() {
  const goBack = useGoBack('/agent');
  const declaration = useDeclaration();
  const html = useMemo(
    () => (declaration.data ? sanitizePageHtml(declaration.data).trim() : ''),
    [declaration.data],
  );

  let body;
  if (declaration.isPending) body = <CardsSkeleton cards={1} />;
  else if (declaration.isError) {
    body = (
      <QueryError
        error={declaration.error}
        retrying={declaration.isFetching}
        onRetry={() => void declaration.refetch()}
      />
    );
  } else if (html === '') body = <Empty description="暂无数据" />;
  else {
    body = (
      <SectionCard title={texts.declare}>
        <article className={styles.declaration} dangerouslySetInnerHTML={{ __html: html }} />
      </SectionCard>
    );
  }

  return (
    <>
      <PageHeader title={texts.declare} onBack={goBack} />
      <PageBody>{body}</PageBody>
    </>
  );
}
