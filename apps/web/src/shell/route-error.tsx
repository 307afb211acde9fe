import { Button } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { StatusBlock } from '../components/status-block';

/** Shown in place of a page that crashed or whose code failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error('route error', error);
  }, [error]);

  return (
    <StatusBlock
      icon={<CloseCircleOutline />}
      title="页面加载失败"
      description="网络不太稳定或页面已更新，请刷新后再试"
      action={
        <Button block color="primary" shape="rounded" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
