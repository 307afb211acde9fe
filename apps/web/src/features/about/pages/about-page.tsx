import { Empty, Skeleton } from 'antd-mobile';
import { FileOutline, PhonebookOutline, LockOutline } from 'antd-mobile-icons';
import { buildVersion } from '@lottery/contracts';
import type { AboutFile } from '@lottery/contracts';
import { MenuList } from '../../../components/menu-list';
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
          <MenuList
            items={pages.map((page) => ({
              key: page.slug,
              label: page.title,
              icon: icons[page.slug],
              to: `/about/${page.slug}`,
            }))}
          />
        )}
      </div>
    </>
  );
}
