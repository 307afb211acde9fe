import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { imageUrl } from '@lottery/contracts';
import styles from './brand-header.module.css';

const fallbackName = '彩票资讯社区';

interface BrandHeaderProps {
  /** The company name; the product's generic name until it is known. */
  name?: string;
  /** The company logo, bare paths being under /sys-upload/. */
  logoUrl?: string;
  loading?: boolean;
  /** The right-hand side: balance, or login and register buttons. */
  extra?: ReactNode;
}

/** The brand bar at the top of the home and game-centre pages: company logo and name. */
export function BrandHeader({ name, logoUrl, loading = false, extra }: BrandHeaderProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const title = name || fallbackName;
  const logo = logoUrl ? imageUrl(logoUrl) : '';
  const showLogo = logo !== '' && failedLogo !== logo;

  return (
    <header className={styles.header} aria-busy={loading}>
      {loading ? (
        <div className={styles.skeleton} data-testid="brand-header-skeleton">
          <Skeleton
            animated
            style={{ '--width': '34px', '--height': '34px', '--border-radius': '8px' }}
          />
          <Skeleton
            animated
            style={{ '--width': '120px', '--height': '18px', '--border-radius': '4px' }}
          />
        </div>
      ) : (
        <div className={styles.brand}>
          {showLogo ? (
            <img
              className={styles.logo}
              src={logo}
              width={34}
              height={34}
              alt={title}
              onError={() => setFailedLogo(logo)}
            />
          ) : null}
          <h1 className={styles.name}>{title}</h1>
        </div>
      )}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </header>
  );
}
