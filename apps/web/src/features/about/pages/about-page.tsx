import { Empty, List, Skeleton } from 'antd-mobile';
import { FileOutline, PhonebookOutline, LockOutline } from 'antd-mobile-icons';
import { buildVersion } from '@lottery/contracts';
import type { AboutFile } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useAbout } from '../api/get-about';
import styles from './about-page.module.css';

type Slug = AboutFile['pages'][number]['slug'];

const icons: Record<Slug, typeof FileOutline> = {
  'user-agreement': FileOutline,
  'contact-us': PhonebookOutline,
  'privacy-agreement': LockOutline,
};

/** /about: the links to the user agreement, contact us and the privacy agreement. */
export function AboutPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/setting');
  const about = useAbout();
  const pages = about.data?.pages ?? [];

  return (
    <>
      <PageHeader title="关于我们" onBack={goBack} />
      <div className={styles.body}>
        <section className={styles.brand}>
          <div className={styles.logo} aria-hidden="true">
            彩
          </div>
          <div className={styles.version}>版本 v{buildVersion}</div>
        </section>
        {about.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : pages.length === 0 ? (
          <Empty description="暂无数据" />
        ) : (
          <List className={styles.list}>
            {pages.map((page) => {
              const Icon = icons[page.slug];
              return (
                <List.Item
                  key={page.slug}
                  prefix={<Icon className={styles.icon} />}
                  onClick={() => void navigate(`/about/${page.slug}`)}
                >
                  {page.title}
                </List.Item>
              );
            })}
          </List>
        )}
      </div>
    </>
  );
}
