import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

interface RowActionsProps {
  /** What 删除 asks about: 「{name}」. */
  name: string;
  /** The confirmation's title (删除活动, …). */
  removeTitle: string;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
  /** Actions before 编辑 (内容, …). */
  before?: ReactNode;
}

/** 编辑 and a confirmed 删除 of one row. */
export function RowActions({ name, removeTitle, onEdit, onRemove, before }: RowActionsProps) {
  return (
    <Space size={4}>
      {before}
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm
        title={removeTitle}
        description={`确定删除「${name}」吗？`}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={onRemove}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
