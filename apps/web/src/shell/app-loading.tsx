import { DotLoading } from 'antd-mobile';
import styles from './app-shell.module.css';

/** Shown while the first page's code arrives. */
export function AppLoading() {
  return (
    <div className={styles.fallback} role="status" aria-label="加载中">
      <DotLoading color="primary" />
    </div>
  );
}
