import type { GalleryImage } from '@lottery/contracts';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { toastLoginFirst } from '../../../lib/toast';
import { useToggleGalleryLike } from '../api/toggle-gallery-like';
import styles from './like-button.module.css';

/**
 * The like toggle of an image, with its count. A visitor is told 请先登录 and taken to login
 * (coming back here after signing in); a tap while the last one is on its way is ignored.
 */
export function LikeButton({ image, large = false }: { image: GalleryImage; large?: boolean }) {
  const signedIn = useSession((state) => state.token !== null);
  const toggle = useToggleGalleryLike();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const liked = image.like === 1;

  const onClick = () => {
    if (!signedIn) {
      toastLoginFirst();
      void navigate('/auth/login', { state: { from: pathname } });
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate({ image, like: liked ? 0 : 1 });
  };

  return (
    <button
      type="button"
      className={[styles.like, liked ? styles.liked : '', large ? styles.large : ''].join(' ')}
      aria-label={liked ? `取消点赞 第${image.gameTurn}期` : `点赞 第${image.gameTurn}期`}
      aria-pressed={liked}
      onClick={onClick}
    >
      {liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
      <span className={styles.count}>{image.likeCount}</span>
    </button>
  );
}
