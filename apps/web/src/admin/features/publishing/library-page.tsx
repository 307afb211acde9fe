import { App, Button, Flex, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { LibraryArticleItem, LibraryCategory } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { LibraryArticleModal } from './library-article-modal';
import { LibraryCategoryModal } from './library-category-modal';
import {
  useLibraryArticles,
  useLibraryCategories,
  useRemoveLibraryArticle,
} from './publishing-api';
import { RowActions } from './row-actions';

/** 资料库: the categories and each one's articles, newest first; content roles change them. */
export function LibraryPage() {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  /** The article being edited (its id); null for a new one; undefined when closed. */
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [editingCategory, setEditingCategory] = useState<LibraryCategory | null | undefined>();
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const categories = useLibraryCategories();
  useQueryErrorToast(categories.error);
  const category = categories.data?.find((c) => c.code === picked) ?? categories.data?.[0];
  const articles = useLibraryArticles(category?.code, page);
  useQueryErrorToast(articles.error);
  const remove = useRemoveLibraryArticle();
  const { message } = App.useApp();
  const toastError = useToastError();

  const columns: TableColumnsType<LibraryArticleItem> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, width: wide ? undefined : 160 },
    { title: '作者', dataIndex: 'author', width: 100, responsive: ['md'] },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 170,
      responsive: ['md'],
      render: (value: number) => chinaTimeOf(value),
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, article: LibraryArticleItem) => (
              <RowActions
                name={article.title}
                removeTitle="删除文章"
                onEdit={() => setEditing(article.id)}
                onRemove={() =>
                  remove
                    .mutateAsync({ id: article.id })
                    .then(() => void message.success('已删除'), toastError)
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle
        title="资料库"
        extra={
          editable && (
            <Button type="primary" disabled={!category} onClick={() => setEditing(null)}>
              新增文章
            </Button>
          )
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="资料分类"
          value={category?.code}
          loading={categories.isLoading}
          placeholder="暂无分类"
          onChange={(code) => {
            setPicked(code);
            setPage(1);
          }}
          options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          style={{ width: 180, maxWidth: '100%' }}
        />
        {editable && <Button onClick={() => setEditingCategory(null)}>新增分类</Button>}
        {editable && category && (
          <Button onClick={() => setEditingCategory(category)}>编辑分类</Button>
        )}
      </Flex>
      <Table<LibraryArticleItem>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={articles.data?.list ?? []}
        loading={categories.isLoading || articles.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: articles.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing !== undefined && category && (
        <LibraryArticleModal
          articleId={editing ?? undefined}
          categoryCode={category.code}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editingCategory !== undefined && (
        <LibraryCategoryModal
          category={editingCategory}
          onClose={(saved) => {
            if (saved) setPicked(saved.code);
            setEditingCategory(undefined);
          }}
        />
      )}
    </>
  );
}
