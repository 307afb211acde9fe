import { Skeleton } from 'antd-mobile';
import { carouselAutoplayMs, carouselSlides, imageUrl } from '@lottery/contracts';
import type { CarouselSlide } from '@lottery/contracts';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { dismissBootShell } from '../lib/boot-shell';
import { useCompany } from '../lib/company/get-company';
import { openLink } from '../lib/navigation/open-link';
import { useCarouselNotices } from '../lib/notices/get-notice-list';
import styles from './home-carousel.module.css';
import { useSnapCarousel } from './use-snap-carousel';

/** The home banners: autoplay every 3 s, looped, paused while the pointer or a finger is on them. */
export function HomeCarousel() {
  const company = useCompany();
  const notices = useCarouselNotices();
  const slides = useMemo(
    () => carouselSlides(company.data?.homeCarousels ?? [], notices.data ?? []),
    [company.data, notices.data],
  );
  const loading = company.isPending || notices.isPending;
  const empty = slides.length === 0 && !loading;
  // The server's first view shows the first banner; it gives way once this one can.
  useEffect(() => {
    if (empty) dismissBootShell();
  }, [empty]);

  if (slides.length === 0) {
    return loading ? (
      <div className={styles.frame} aria-busy="true">
        <Skeleton animated className={styles.skeleton} />
      </div>
    ) : null;
  }
  return <BannerSlides slides={slides} />;
}

function BannerSlides({ slides }: { slides: readonly CarouselSlide[] }) {
  const navigate = useNavigate();
  const { trackRef, active, holdHandlers } = useSnapCarousel(slides.length, carouselAutoplayMs);

  return (
    <section
      className={styles.frame}
      aria-roledescription="carousel"
      aria-label="轮播图"
      {...holdHandlers}
    >
      <div ref={trackRef} className={styles.track}>
        {slides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            className={styles.slide}
            onClick={() => openLink(slide.redirectUrl, (path) => void navigate(path))}
          >
            <img
              src={imageUrl(slide.imageUrl)}
              alt={slide.title || `轮播图 ${index + 1}`}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              onLoad={index === 0 ? dismissBootShell : undefined}
              onError={index === 0 ? dismissBootShell : undefined}
            />
          </button>
        ))}
      </div>
      {/* Where the banners stand, as antd-mobile's indicator shows it: a picture, not a control
          (dots a finger could hit would be far apart); the finger swipes the banners. */}
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true" data-testid="carousel-dots">
          {slides.map((slide, index) => (
            <span
              key={slide.key}
              className={index === active ? styles.activeDot : styles.dot}
              data-active={index === active || undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}
