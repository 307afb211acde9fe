import { chinaDateOf, promotionTexts, type Promotion } from '@lottery/contracts';
import styles from './promotion-card.module.css';

/** 2026-11-01 至 2027-10-27 (UTC+8 days, as every date of the site). */
export const periodText = (promotion: Pick<Promotion, 'startTime' | 'endTime'>) =>
  `${chinaDateOf(promotion.startTime)} 至 ${chinaDateOf(promotion.endTime)}`;

/** The chip's colour: the promotion's own, else the brand's. */
export const chipStyle = (promotion: Pick<Promotion, 'color'>) =>
  promotion.color ? { background: promotion.color } : undefined;

/** A promotion in the list: its cover, name chip, dates and domain. */
export function PromotionCard({
  promotion,
  eager,
  onOpen,
}: {
  promotion: Promotion;
  eager: boolean;
  onOpen: (promotion: Promotion) => void;
}) {
  return (
    <li className={styles.card}>
      <button type="button" className={styles.open} onClick={() => onOpen(promotion)}>
        <img
          className={styles.cover}
          src={promotion.coverUrl}
          alt={promotion.name}
          width={690}
          height={280}
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className={styles.info}>
          <span className={styles.title}>
            <span className={styles.chip} style={chipStyle(promotion)}>
              {promotion.classifyName}
            </span>
            <span className={styles.name}>{promotion.name}</span>
          </span>
          <span className={styles.line}>
            {promotionTexts.period}
            {periodText(promotion)}
          </span>
          {promotion.domain ? (
            <span className={styles.line}>
              {promotionTexts.domain}
              {promotion.domain}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
