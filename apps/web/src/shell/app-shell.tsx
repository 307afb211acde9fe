import { Outlet, useNavigation } from 'react-router';
import styles from './app-shell.module.css';
import { BottomTabBar } from './bottom-tab-bar';

/** The phone-sized frame: the page scrolls between the top and the tab bar. */
export function AppShell() {
  const navigation = useNavigation();

  return (
    <div className={styles.shell}>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="页面加载中" />
      ) : null}
      <main className={styles.content}>
        <Outlet />
      </main>
      <BottomTabBar />
    </div>
  );
}
