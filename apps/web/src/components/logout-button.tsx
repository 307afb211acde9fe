import { Button } from 'antd-mobile';
import { useLogout } from '../lib/profile/logout';
import { useSession } from '../lib/session';
import styles from './logout-button.module.css';

interface LogoutButtonProps {
  /** Extra class for the page's spacing. */
  className?: string;
}

/** 退出登录: a white rounded button, shown only while signed in. */
export function LogoutButton({ className }: LogoutButtonProps) {
  const signedIn = useSession((state) => state.token !== null);
  const logout = useLogout();
  if (!signedIn) return null;
  return (
    <Button
      block
      shape="rounded"
      className={className ? `${styles.logout} ${className}` : styles.logout}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      退出登录
    </Button>
  );
}
