import {
  BillOutline,
  GiftOutline,
  HandPayCircleOutline,
  PayCircleOutline,
  TransportQRcodeOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';
import type { ServiceTile } from '../model/service-tiles';
import { serviceTiles } from '../model/service-tiles';
import styles from '../../../components/tile-row.module.css';

const icons: Record<ServiceTile['key'], { icon: FC<SVGProps<SVGSVGElement>>; tint: string }> = {
  recharge: { icon: PayCircleOutline, tint: '#f5533d' },
  withdraw: { icon: TransportQRcodeOutline, tint: '#1677ff' },
  washCode: { icon: HandPayCircleOutline, tint: '#13a8a8' },
  bills: { icon: BillOutline, tint: '#fa8c16' },
  promotion: { icon: GiftOutline, tint: '#eb2f96' },
};

/** Recharge, withdraw, 洗码, details and promotions (the page applies their sign-in rules). */
export function ServiceTiles({ onTap }: { onTap: (tile: ServiceTile) => void }) {
  return (
    <nav className={styles.row} aria-label="服务">
      {serviceTiles.map((tile) => {
        const { icon: Icon, tint } = icons[tile.key];
        return (
          <button key={tile.key} type="button" className={styles.tile} onClick={() => onTap(tile)}>
            <span className={styles.icon} style={{ color: tint, background: `${tint}1a` }}>
              <Icon aria-hidden />
            </span>
            <span className={styles.label}>{tile.label}</span>
          </button>
        );
      })}
    </nav>
  );
}
