import { agentTexts } from '@lottery/contracts';
import type { LinkForm as LinkValues, PromotionLink, RebateRange } from '@lottery/contracts';
import { Empty } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useLink } from '../api/get-links';
import { useRebateRange } from '../api/get-rebate-range';
import { useCreateLink, useUpdateLink } from '../api/save-link';
import { LinkForm } from '../components/link-form';
import type { LinkDraft } from '../components/link-form';
import { CardsSkeleton } from '../components/team-report-view';
import { agentPageTexts as texts } from '../texts';

interface Loading {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Skeleton, or the server's message with 重新加载, while what a form needs is not there. */
function Waiting({ query }: { query: Loading }) {
  if (query.isPending) return <CardsSkeleton cards={1} />;
  return (
    <QueryError
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/** /agent/create-link 创建推广链接: member or agent, a rebate in range, a quota, a remark. */
export function CreateLinkPage() {
  const goBack = useGoBack('/agent');
  const navigate = useNavigate();
  const range = useRebateRange();
  const create = useCreateLink();

  const save = (link: LinkValues) =>
    create.mutate(link, {
      onSuccess: (created) => {
        showToast(agentTexts.saved, { icon: 'success' });
        void navigate(`/agent/link/${created.id}`, { replace: true });
      },
      onError: toastError,
    });

  return (
    <>
      <PageHeader title={texts.createLink} onBack={goBack} />
      <PageBody>
        {range.data ? (
          <LinkForm
            initial={{ isDl: 0, rebate: range.data[1], quota: '', remark: '' }}
            range={range.data}
            pending={create.isPending}
            submitText={texts.create}
            onSubmit={save}
          />
        ) : (
          <Waiting query={range} />
        )}
      </PageBody>
    </>
  );
}

const draftOf = (link: PromotionLink): LinkDraft => ({
  isDl: link.isDl,
  rebate: link.rebate,
  quota: link.quota === null ? '' : String(link.quota),
  remark: link.remark,
});

function UpdateForm({ link, range }: { link: PromotionLink; range: RebateRange }) {
  const navigate = useNavigate();
  const update = useUpdateLink(link.id);
  const save = (values: LinkValues) =>
    update.mutate(values, {
      onSuccess: () => {
        showToast(agentTexts.saved, { icon: 'success' });
        void navigate(`/agent/link/${link.id}`, { replace: true });
      },
      onError: toastError,
    });
  return (
    <LinkForm
      initial={draftOf(link)}
      range={range}
      pending={update.isPending}
      submitText={texts.save}
      onSubmit={save}
    />
  );
}

/** /agent/link/:id/update 修改推广链接: the link's form, filled in. */
export function UpdateLinkPage() {
  const { id = '' } = useParams();
  const linkId = Number(id);
  const goBack = useGoBack(`/agent/link/${id}`);
  const range = useRebateRange();
  const link = useLink(Number.isInteger(linkId) ? linkId : 0);

  let body;
  if (!(linkId > 0)) body = <Empty description="暂无数据" />;
  else if (link.data && range.data) body = <UpdateForm link={link.data} range={range.data} />;
  else body = <Waiting query={link.isError || link.isPending ? link : range} />;

  return (
    <>
      <PageHeader title={texts.updateLink} onBack={goBack} />
      <PageBody>{body}</PageBody>
    </>
  );
}
