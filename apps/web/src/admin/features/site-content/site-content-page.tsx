import { Tabs } from 'antd';
import { PageTitle } from '../../components/page-title';
import { useOperator } from '../../session/admin-session';
import { AdsTab } from './ads-tab';
import { CarouselsTab } from './carousels-tab';
import { SitePagesTab } from './site-pages-tab';

/** 广告与页面: ad slots, the home carousel and the site pages; only content roles change them. */
export function SiteContentPage() {
  const { can } = useOperator();
  const editable = can('editContent');
  return (
    <>
      <PageTitle title="广告与页面" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'ads', label: '广告', children: <AdsTab editable={editable} /> },
          { key: 'carousels', label: '轮播', children: <CarouselsTab editable={editable} /> },
          { key: 'pages', label: '站点页面', children: <SitePagesTab editable={editable} /> },
        ]}
      />
    </>
  );
}
