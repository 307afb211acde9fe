import { Button, Empty } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { errorMessage, galleryLoadThresholdPx } from '@lottery/contracts';
import type { GalleryImage } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { StatusBlock } from '../../../components/status-block';
import { useNow } from '../../../lib/use-now';
import { HttpError } from '../../../lib/http';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useGalleryDetail } from '../api/get-gallery-detail';
import { FreshTag } from '../components/fresh-tag';
import { GalleryViewer } from '../components/gallery-viewer';
import { GridSkeleton } from '../components/grid-skeleton';
import { ImageBox } from '../components/image-box';
import { ImageCard } from '../components/image-card';
import { LikeButton } from '../components/like-button';
import {
  aspectRatioOf,
  defaultAspectRatio,
  pastImagesOf,
  freshTickMs,
} from '../model/gallery-images';
import { routeIdOf } from '../model/route-ids';
import styles from './gallery-detail-page.module.css';

/** The past periods' first row is near the top: their thumbnails do not wait. */
const eagerCards = 3;

function LatestImage({
  image,
  now,
  onOpen,
}: {
  image: GalleryImage;
  now: number;
  onOpen: () => void;
}) {
  return (
    <section className={styles.latest} aria-label="最新一期">
      <div className={styles.latestHead}>
        <h2 className={styles.latestTurn}>第{image.gameTurn}期</h2>
        <LikeButton image={image} large />
      </div>
      <button
        type="button"
        className={styles.latestOpen}
        aria-label={`查看第${image.gameTurn}期大图`}
        onClick={onOpen}
      >
        <ImageBox
          src={image.imageUrl}
          alt={`第${image.gameTurn}期`}
          aspectRatio={aspectRatioOf(image)}
          fit="contain"
          eager
          priority
        />
        <FreshTag updatedTime={image.updatedTime} now={now} />
      </button>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.body} aria-busy="true" data-testid="gallery-detail-skeleton">
      <div className={styles.latest}>
        <div className={styles.latestHead}>
          <span className={styles.skeletonLine} />
        </div>
        <span
          className={styles.skeletonPicture}
          style={{ aspectRatio: String(defaultAspectRatio) }}
        />
      </div>
      <GridSkeleton count={3} label="往期加载中" />
    </div>
  );
}

/**
 * /gallery-detail/:gameId/:groupId: the group's name, its latest chart large with its like, then
 * its past periods page by page, each with a like; any picture opens the full-screen viewer.
 * A failure shows here with 重试 (spec part 1 §8: the detail rethrows).
 */
export function GalleryDetailPage() {
  const params = useParams();
  const gameId = routeIdOf(params.gameId);
  const groupId = routeIdOf(params.groupId);
  const valid = gameId !== null && groupId !== null;
  const goBack = useGoBack('/gallery');
  const detail = useGalleryDetail(gameId ?? 0, groupId ?? 0, valid);
  const pages = detail.data?.pages;
  const first = pages?.[0];
  const latest = first?.latest ?? null;
  const past = useMemo(() => pastImagesOf(pages ?? []), [pages]);
  const viewed = useMemo(() => (latest ? [latest, ...past] : past), [latest, past]);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const now = useNow(freshTickMs);
  const offset = latest ? 1 : 0;

  const content = () => {
    if (!valid) {
      return (
        <StatusBlock
          icon={<CloseCircleOutline />}
          title={errorMessage('GALLERY/GROUP_NOT_FOUND')}
          framed
        />
      );
    }
    if (detail.isPending) return <DetailSkeleton />;
    if (!first) {
      return (
        <div className={styles.body}>
          <StatusBlock
            icon={<CloseCircleOutline />}
            title="加载失败"
            description={detail.error instanceof HttpError ? detail.error.msg : undefined}
            framed
            action={
              <Button
                color="primary"
                shape="rounded"
                loading={detail.isFetching}
                onClick={() => void detail.refetch()}
              >
                重试
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className={styles.body}>
        {latest ? <LatestImage image={latest} now={now} onOpen={() => setOpenAt(0)} /> : null}
        <section className={styles.past} aria-labelledby="gallery-past-title">
          <h2 id="gallery-past-title" className={styles.pastTitle}>
            往期图纸
          </h2>
          {past.length === 0 ? (
            <Empty className={styles.empty} description="暂无数据" />
          ) : (
            <>
              <ul className={styles.grid} aria-label="往期图纸列表">
                {past.map((image, position) => (
                  <ImageCard
                    key={image.id}
                    image={image}
                    now={now}
                    eager={position < eagerCards}
                    onOpen={() => setOpenAt(position + offset)}
                    extra={<LikeButton image={image} />}
                  />
                ))}
              </ul>
              <PagedListEnd
                threshold={galleryLoadThresholdPx}
                hasNextPage={detail.hasNextPage}
                fetchNextPage={() => detail.fetchNextPage()}
              />
            </>
          )}
        </section>
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title={first?.group.name ?? '图纸详情'} onBack={goBack} />
      {content()}
      <GalleryViewer images={viewed} openAt={openAt} onClose={() => setOpenAt(null)} />
    </div>
  );
}
