import { Button, Dialog, Empty } from 'antd-mobile';
import { agentTexts } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { copyText } from '../../../lib/copy-text';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useLink } from '../api/get-links';
import { useRemoveLink } from '../api/save-link';
import { InfoRows } from '../components/info-rows';
import { QrCode } from '../../../components/qr-code';
import { CardsSkeleton } from '../components/team-report-view';
import { linkUrlOf, shownRebate, shownTime } from '../model/format';
import { agentPageTexts as texts } from '../texts';
import styles from '../components/agent.module.css';

/**
 * /agent/link/:id 推广链接: the link (this site's origin + its path) with 复制 and its QR code, what
 * it gives, how many signed up; 修改 and 删除 (after 确定删除该推广链接吗？).
 */
export function LinkPage() {
  const goBack = useGoBack('/agent');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const linkId = Number(id);
  const link = useLink(Number.isInteger(linkId) ? linkId : 0);
  const remove = useRemoveLink();
  const [confirming, setConfirming] = useState(false);
  const data = link.data;

  const copy = async (url: string) => {
    if (await copyText(url)) showToast(agentTexts.copied, { icon: 'success' });
  };

  const removeLink = () => {
    setConfirming(false);
    remove.mutate(linkId, {
      onSuccess: () => {
        showToast(agentTexts.removed, { icon: 'success' });
        void navigate('/agent', { replace: true });
      },
      onError: toastError,
    });
  };

  let body;
  if (!(linkId > 0)) body = <Empty description="暂无数据" />;
  else if (link.isPending) body = <CardsSkeleton cards={2} />;
  else if (!data) {
    body = (
      <QueryError
        error={link.error}
        retrying={link.isFetching}
        onRetry={() => void link.refetch()}
      />
    );
  } else {
    const url = linkUrlOf(data.path);
    body = (
      <>
        <SectionCard title={texts.url}>
          <div className={styles.linkCard}>
            <QrCode text={url} label={texts.qr} />
            <div className={styles.linkUrl} data-testid="link-url">
              {url}
            </div>
            <Button block color="primary" shape="rounded" onClick={() => void copy(url)}>
              {texts.copy}
            </Button>
          </div>
        </SectionCard>
        <SectionCard title={texts.link}>
          <InfoRows
            label={texts.link}
            rows={[
              { label: texts.code, value: data.code },
              { label: texts.accountType, value: data.isDl === 1 ? texts.agent : texts.member },
              { label: texts.rebate, value: shownRebate(data.rebate) },
              { label: texts.used, value: texts.usage(data.used, data.quota) },
              { label: texts.remark, value: data.remark || '-' },
              { label: texts.createdAt, value: shownTime(data.createdAt) },
            ]}
          />
        </SectionCard>
        <div className={styles.actions}>
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void navigate(`/agent/link/${data.id}/update`)}
          >
            {texts.edit}
          </Button>
          <Button
            shape="rounded"
            color="danger"
            fill="outline"
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {texts.remove}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={texts.link} onBack={goBack} />
      <PageBody>{body}</PageBody>
      <Dialog
        visible={confirming}
        content={agentTexts.removeConfirm}
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: texts.cancel, onClick: () => setConfirming(false) },
            { key: 'remove', text: texts.confirm, bold: true, danger: true, onClick: removeLink },
          ],
        ]}
      />
    </>
  );
}
