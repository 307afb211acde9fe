import { bettingTexts } from '@lottery/contracts';
import { useLocation, useNavigate } from 'react-router';
import { TabStrip } from '../../../components/tab-strip';
import styles from './section-nav.module.css';

/** Game 95's pages (and its lucky-niu-niu skin's): betting, the heat map, the game chat. */
export function SectionNav({ base }: { base: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = [
    { key: base, title: bettingTexts.betTab },
    { key: `${base}/heat-map`, title: bettingTexts.heatMap },
    { key: `${base}/chat`, title: bettingTexts.gameChat },
  ];
  // joy-ming is the betting page too.
  const active = items.find((item) => item.key === pathname)?.key ?? base;
  return (
    <TabStrip
      className={styles.nav}
      items={items}
      activeKey={active}
      onChange={(key) => void navigate(key, { replace: true })}
    />
  );
}
