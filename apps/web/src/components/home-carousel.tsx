import { Skeleton, Swiper } from 'antd-mobile';
import { carouselAutoplayMs } from '@lottery/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { dismissBootShell } from '../lib/boot-shell';
import { useCompany } from '../lib/company/get-company';
import { imageUrl } from '@lottery/contracts';
import { openLink } from '../lib/navigation/open-link';
import { useCarouselNotices } from '../lib/notices/get-notice-list';
import { carouselSlides } from '@lottery/contracts';
import styles from './home-carousel.module.css';

/** The home banners: autoplay every 3 s, looped, paused while the pointer is over them. */
export function HomeCarousel() {
  const company = useCompany();
  const notices = useCarouselNotices();
  const navigate = useNavigate();
  const [hovered, setHovered] = useState(false);
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

  return (
    <div
      className={styles.frame}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Swiper
        loop
        autoplay={!hovered && slides.length > 1}
        autoplayInterval={carouselAutoplayMs}
        indicatorProps={{ color: 'white' }}
      >
        {slides.map((slide, index) => (
          <Swiper.Item key={slide.key}>
            <button
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
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
