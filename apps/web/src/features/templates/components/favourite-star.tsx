import { favouriteTexts } from '@lottery/contracts';
import type { Template } from '@lottery/contracts';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useSession } from '../../../lib/session';
import { toastLoginFirst } from '../../../lib/toast';
import { useToggleTemplateLike } from '../api/toggle-template-like';
import styles from './template-card.module.css';

/** 收藏 / 已收藏: a visitor is told 请先登录 (2 s, once while it shows); a member toggles at once. */
export function FavouriteStar({ template }: { template: Template }) {
  const signedIn = useSession((state) => state.token !== null);
  const toggle = useToggleTemplateLike();
  const liked = template.like === 1;
  const onClick = () => {
    if (!signedIn) {
      toastLoginFirst();
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate({ template, like: liked ? 0 : 1 });
  };
  return (
    <button
      type="button"
      className={liked ? `${styles.star} ${styles.starred}` : styles.star}
      aria-pressed={liked}
      onClick={onClick}
    >
      {liked ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
      {liked ? favouriteTexts.added : favouriteTexts.add}
    </button>
  );
}
