import { Button, Drawer, Flex, Layout, Spin, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { adminRoleLabels } from '@lottery/contracts';
import { signOut, useCurrentOperator } from '../features/auth/auth-api';
import { useWideScreen } from '../lib/use-wide-screen';
import { useOperator } from '../session/admin-session';
import { AdminMenu } from './admin-menu';
import { MenuIcon } from './menu-icon';

const brand = '运营后台';

/** The console's frame: the menu (a side bar, or a drawer on a phone), the operator, the page. */
export function AdminLayout() {
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const { operator } = useOperator();
  const navigation = useNavigation();
  const { token } = theme.useToken();
  const [leaving, setLeaving] = useState(false);
  useCurrentOperator();

  const leave = async () => {
    setLeaving(true);
    await signOut();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider
          width={208}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorSplit}` }}
        >
          <Typography.Title level={5} style={{ margin: 0, padding: '20px 24px 12px' }}>
            {brand}
          </Typography.Title>
          <nav aria-label="主菜单">
            <AdminMenu />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 56,
            padding: wide ? '0 24px' : '0 8px 0 4px',
            lineHeight: '56px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
          }}
        >
          {!wide && (
            <Button
              type="text"
              icon={<MenuIcon />}
              aria-label="打开菜单"
              onClick={() => setMenuOpen(true)}
            />
          )}
          {!wide && <Typography.Text strong>{brand}</Typography.Text>}
          <Flex align="center" gap={8} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
            {operator && (
              <>
                <Typography.Text ellipsis style={{ maxWidth: wide ? 240 : 120 }}>
                  {operator.name}
                </Typography.Text>
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  {adminRoleLabels[operator.role]}
                </Tag>
              </>
            )}
            <Button size="small" loading={leaving} onClick={() => void leave()}>
              退出
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
          <Spin spinning={navigation.state === 'loading'} delay={200}>
            <Outlet />
          </Spin>
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          title={brand}
          placement="left"
          size={240}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="主菜单">
            <AdminMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
