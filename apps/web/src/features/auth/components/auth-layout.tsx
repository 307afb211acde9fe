import { Skeleton, Tabs } from 'antd-mobile';
import { LeftOutline, MessageOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { imageUrl } from '@lottery/contracts';
import { useCompany } from '../../../lib/company/get-company';
import { useLeaveAuth } from '../hooks/use-leave-auth';
import { useOnlineService } from '../../../lib/site/use-online-service';
import styles from './auth-layout.module.css';

const tabs = [
  { key: '/auth/login', title: '登录' },
  { key: '/auth/register', title: '注册' },
] as const;

/** Login and registration: brand header with back and customer service, the 登录/注册 tabs. */
export function AuthLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const company = useCompany();
  const service = useOnlineService();
  const { back } = useLeaveAuth();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);

  const active = tabs.find((tab) => location.pathname.startsWith(tab.key))?.key ?? tabs[0].key;
  const name = company.data?.name ?? '';
  const logo = company.data?.logoUrl ? imageUrl(company.data.logoUrl) : '';

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.topBar}>
          <button type="button" className={styles.iconButton} aria-label="返回" onClick={back}>
            <LeftOutline />
          </button>
          <button
            type="button"
            className={styles.serviceButton}
            aria-label="在线客服"
            onClick={service.open}
          >
            <MessageOutline />
            <span>客服</span>
          </button>
        </div>
        <div className={styles.brand} aria-busy={company.isPending}>
          {company.isPending ? (
            <Skeleton animated className={styles.logoSkeleton} />
          ) : logo && failedLogo !== logo ? (
            <div className={styles.logoBadge}>
              <img
                className={styles.logo}
                src={logo}
                alt={name || '品牌标志'}
                onError={() => setFailedLogo(logo)}
              />
            </div>
          ) : null}
          <h1 className={styles.brandName}>
            {name || (company.isPending ? '\u00a0' : '彩票资讯社区')}
          </h1>
        </div>
      </header>
      <section className={styles.panel}>
        <Tabs
          className={styles.tabs}
          activeKey={active}
          activeLineMode="fixed"
          onChange={(key) => {
            if (key !== active)
              void navigate({ pathname: key }, { replace: true, state: location.state });
          }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} title={tab.title} />
          ))}
        </Tabs>
        <div className={styles.body}>
          <Outlet />
        </div>
      </section>
    </div>
  );
}
