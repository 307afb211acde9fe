import { Card, Empty, Skeleton, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import type { AdminAgentNode } from '@lottery/contracts';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { treeLevel, type AgentNodePage } from './agents-api';

const titleOf = (node: AdminAgentNode) =>
  `${node.account}（返点 ${node.rebate} · 团队 ${node.teamCount}）${node.isAgent ? '' : ' 非代理'}`;

/** A level's nodes, and a note when it holds more than one call shows (查找 reaches the rest). */
const nodesOf = (page: AgentNodePage, children: Map<number, AgentNodePage>): TreeDataNode[] => [
  ...page.list.map((node) => {
    const below = children.get(node.id);
    return {
      key: node.id,
      title: titleOf(node),
      isLeaf: node.directCount === 0 || below?.list.length === 0,
      ...(below ? { children: nodesOf(below, children) } : {}),
    };
  }),
  ...(page.total > page.list.length
    ? [
        {
          key: `more-${page.list[0]?.id ?? 0}`,
          title: `另有 ${page.total - page.list.length} 个，请用查找`,
          isLeaf: true,
          selectable: false,
          disabled: true,
        },
      ]
    : []),
];

/**
 * The agent tree from the top agents down, each level read when it is opened. Members without a
 * downline are not nodes: they are the team's list.
 */
export function AgentTree({
  selected,
  onSelect,
}: {
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const top = useQuery({ queryKey: ['admin', 'agents', 'tree'], queryFn: () => treeLevel() });
  useQueryErrorToast(top.error);
  const toastError = useToastError();
  const [children, setChildren] = useState(() => new Map<number, AgentNodePage>());

  const load = async ({ key }: { key: Key }) => {
    const id = Number(key);
    if (children.has(id)) return;
    try {
      const page = await treeLevel(id);
      setChildren((known) => new Map(known).set(id, page));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card size="small" title="代理树">
      {!top.data ? (
        top.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : top.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        <Tree
          treeData={nodesOf(top.data, children)}
          loadData={load}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
          style={{ overflowX: 'auto' }}
        />
      )}
    </Card>
  );
}
