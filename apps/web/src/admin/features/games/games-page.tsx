import { Tabs } from 'antd';
import { PageTitle } from '../../components/page-title';
import { CentreGamesTab } from './centre-games-tab';
import { LotteryTab } from './lottery-tab';
import { ProvidersTab } from './providers-tab';

/** 游戏管理: lottery plays (odds, limits, maintenance), third-party games, platforms and tabs. */
export function GamesPage() {
  return (
    <>
      <PageTitle title="游戏管理" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'lottery', label: '彩票玩法', children: <LotteryTab /> },
          { key: 'centre', label: '第三方游戏', children: <CentreGamesTab /> },
          { key: 'providers', label: '平台与分类', children: <ProvidersTab /> },
        ]}
      />
    </>
  );
}
