import { List } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { imageUrl } from '@lottery/contracts';
import type { ProfileLink } from '../profile-tabs';
import styles from './profile-link-list.module.css';

interface ProfileLinkListProps {
  label: string;
  links: ProfileLink[];
  signedIn: boolean;
}

/** One of the config-driven link lists; an auth-required link sends a visitor to /auth/login. */
export function ProfileLinkList({ label, links, signedIn }: ProfileLinkListProps) {
  const navigate = useNavigate();
  if (links.length === 0) return null;

  const open = (link: ProfileLink) => {
    if (link.needLogin && !signedIn) {
      void navigate('/auth/login');
      return;
    }
    if (link.redirectUrl.startsWith('/')) void navigate(link.redirectUrl);
    else window.open(link.redirectUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <nav aria-label={label}>
      <List className={styles.list}>
        {links.map((link) => (
          <List.Item
            key={`${link.title}-${link.redirectUrl}`}
            prefix={
              link.icon ? (
                <img className={styles.icon} src={imageUrl(link.icon)} alt="" />
              ) : (
                <LinkOutline className={styles.fallbackIcon} />
              )
            }
            onClick={() => open(link)}
          >
            {link.title}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
