import { Flex, Spin } from 'antd';

/** While the first page's code arrives. */
export function AdminLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin aria-label="加载中" />
    </Flex>
  );
}
