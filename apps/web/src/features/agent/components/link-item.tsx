import type { PromotionLink } from '@lottery/contracts';
import { shownRebate, shownTime } from '../model/format';
import { agentPageTexts as texts } from '../texts';
import styles from './agent.module.css';

/** One promotion link of the list: its code, kind, rebate, usage and date; opens its page. */
export function LinkItem({ link, onOpen }: { link: PromotionLink; onOpen: () => void }) {
  return (
    <button type="button" className={styles.item} onClick={onOpen} aria-label={link.code}>
      <div className={styles.itemTop}>
        <span className={styles.itemTitle}>{link.code}</span>
        <span>{link.isDl === 1 ? texts.agent : texts.member}</span>
      </div>
      <div className={styles.itemMeta}>
        <span>
          {texts.rebate} {shownRebate(link.rebate)}
        </span>
        <span>
          {texts.used} {texts.usage(link.used, link.quota)}
        </span>
        {link.remark ? <span>{link.remark}</span> : null}
        <span>{shownTime(link.createdAt)}</span>
      </div>
    </button>
  );
}
