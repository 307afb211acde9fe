import {
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  saveLibraryArticleBody,
  type LibraryArticle,
  type LibraryCategory,
  type SaveLibraryArticleBody,
} from '@lottery/contracts';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useLibraryArticle, useSaveLibraryArticle } from './publishing-api';
import { RichPreview } from './rich-preview';

const fields = saveLibraryArticleBody.shape;

type ArticleForm = Omit<SaveLibraryArticleBody, 'id' | 'publishedAt'> & {
  publishedAt: Dayjs | null;
};

const formOf = (article: LibraryArticle | undefined, categoryCode: string): ArticleForm => ({
  categoryCode: article?.categoryCode ?? categoryCode,
  title: article?.title ?? '',
  summary: article?.summary ?? '',
  author: article?.author ?? '',
  coverUrl: article?.coverUrl ?? '',
  content: article?.content ?? '',
  publishedAt: article ? dayjs(article.publishedAt) : null,
});

interface LibraryArticleModalProps {
  /** The article to change (its body is read here), or undefined for a new one. */
  articleId: number | undefined;
  categoryCode: string;
  categories: LibraryCategory[];
  onClose: () => void;
}

/** 新增/编辑文章, with a preview as the member sees it. */
export function LibraryArticleModal(props: LibraryArticleModalProps) {
  const article = useLibraryArticle(props.articleId);
  useQueryErrorToast(article.error);
  const loading = props.articleId !== undefined && !article.data;
  // The form's own buttons save it, once an edited article's body has been read.
  return (
    <Modal
      open
      title={props.articleId === undefined ? '新增文章' : '编辑文章'}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
      width={680}
    >
      {loading ? <Spin /> : <ArticleFormBody {...props} article={article.data} />}
    </Modal>
  );
}

function ArticleFormBody({
  article,
  categoryCode,
  categories,
  onClose,
}: LibraryArticleModalProps & { article: LibraryArticle | undefined }) {
  const [form] = Form.useForm<ArticleForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveLibraryArticle();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = ({ publishedAt, ...values }: ArticleForm) =>
    save.mutate(
      {
        ...values,
        ...(publishedAt ? { publishedAt: publishedAt.valueOf() } : {}),
        ...(article ? { id: article.id } : {}),
      },
      {
        onSuccess: () => {
          void message.success('已保存');
          onClose();
        },
        onError: toastError,
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formOf(article, categoryCode)}
      onFinish={submit}
      style={{ marginTop: 16 }}
    >
      <Form.Item name="categoryCode" label="分类">
        <Select options={categories.map((c) => ({ value: c.code, label: c.name }))} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="summary" label="摘要" rules={[zodRule(fields.summary)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="author" label="作者" rules={[zodRule(fields.author)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="coverUrl" label="封面图地址" rules={[zodRule(fields.coverUrl)]}>
        <Input placeholder="/sys-upload/…" />
      </Form.Item>
      <Form.Item
        name="content"
        label="正文"
        extra="支持 HTML，保存时会清理不安全的内容"
        rules={[zodRule(fields.content)]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <Form.Item name="publishedAt" label="发布时间" extra="不填则为保存时间（编辑时保持原时间）">
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
      </Form.Item>
      <Flex justify="space-between" gap={8} wrap>
        <Button onClick={() => setPreviewing(true)}>预览</Button>
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </Flex>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <Typography.Title level={5}>{form.getFieldValue('title') as string}</Typography.Title>
          <RichPreview html={(form.getFieldValue('content') as string | undefined) ?? ''} />
        </Modal>
      )}
    </Form>
  );
}
