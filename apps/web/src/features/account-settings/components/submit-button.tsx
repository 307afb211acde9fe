import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The full-width primary button at the foot of the account forms. */
export function SubmitButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button block color="primary" shape="rounded" size="large" loading={loading} onClick={onClick}>
      {children}
    </Button>
  );
}
