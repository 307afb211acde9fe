import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page that failed to load or to draw (a new build replaced its file, a bug): try again. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="请刷新后重试"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新
        </Button>
      }
    />
  );
}

export function NotFoundPage() {
  return <Result status="404" title="页面不存在" subTitle="请从菜单进入" />;
}
