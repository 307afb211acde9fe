import { TabBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { activeTabKey, themeTabs } from '../themes/themes';
import { useThemeStore } from '../themes/use-theme-store';
import { loadModal } from '../lib/lazy-popups';
import { useSession } from '../lib/session';
import styles from './bottom-tab-bar.module.css';

/** The bottom tabs of the active theme; the tab of the current route is highlighted. */
export function BottomTabBar() {
  const themeName = useThemeStore((state) => state.name);
  const tabs = themeTabs[themeName];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);

  const onChange = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab) return;
    if (tab.requiresLogin && !signedIn) {
      void loadModal().then((modal) =>
        modal.confirm({
          content: '请先登录!',
          cancelText: '取消',
          confirmText: '确定',
          onConfirm: () => void navigate('/auth/login'),
        }),
      );
      return;
    }
    void navigate(tab.path);
  };

  return (
    <nav className={styles.bar} aria-label="底部导航">
      <TabBar activeKey={activeTabKey(tabs, pathname)} onChange={onChange} safeArea>
        {tabs.map(({ key, label, icon: Icon }) => (
          <TabBar.Item key={key} title={label} icon={<Icon />} />
        ))}
      </TabBar>
    </nav>
  );
}
