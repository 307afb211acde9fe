import { Empty } from 'antd-mobile';
import { galleryLoadThresholdPx } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useNow } from '../../../lib/use-now';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useGalleryImages } from '../api/get-gallery-images';
import { GalleryViewer } from '../components/gallery-viewer';
import { GridSkeleton } from '../components/grid-skeleton';
import { ImageCard } from '../components/image-card';
import { uniqueImages, freshTickMs } from '../model/gallery-images';
import { routeIdOf } from '../model/route-ids';
import styles from './gallery-group-page.module.css';

const eagerCards = 6;

/**
 * /gallery/:groupId: a group's periods as a grid (GET /gallery, 100 a page), newest first;
 * tapping one opens the full-screen viewer there.
 */
export function GalleryGroupPage() {
  const groupId = routeIdOf(useParams().groupId);
  const goBack = useGoBack('/gallery');
  const images = useGalleryImages(groupId);
  const list = useMemo(
    () => uniqueImages((images.data?.pages ?? []).flatMap((page) => page.data)),
    [images.data],
  );
  const [openAt, setOpenAt] = useState<number | null>(null);
  const now = useNow(freshTickMs);

  return (
    <div className={styles.page}>
      <PageHeader title="图库" onBack={goBack} />
      <div className={styles.body}>
        {groupId !== null && images.isPending ? (
          <GridSkeleton label="图片加载中" />
        ) : list.length === 0 ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <>
            <ul className={styles.grid} aria-label="往期图纸">
              {list.map((image, position) => (
                <ImageCard
                  key={image.id}
                  image={image}
                  now={now}
                  eager={position < eagerCards}
                  onOpen={() => setOpenAt(position)}
                />
              ))}
            </ul>
            <PagedListEnd
              threshold={galleryLoadThresholdPx}
              hasNextPage={images.hasNextPage}
              fetchNextPage={() => images.fetchNextPage()}
            />
          </>
        )}
      </div>
      <GalleryViewer images={list} openAt={openAt} onClose={() => setOpenAt(null)} />
    </div>
  );
}
