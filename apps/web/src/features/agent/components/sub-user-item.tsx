import type { SubUser } from '@lottery/contracts';
import { reportMoney } from '../../../components/signed-money';
import { shownRebate, shownTime } from '../model/format';
import { agentPageTexts as texts } from '../texts';
import styles from './agent.module.css';

/** One downline account: account and nickname, kind, rebate, balance, online, joined. */
export function SubUserItem({ user, onOpen }: { user: SubUser; onOpen: () => void }) {
  return (
    <button type="button" className={styles.item} onClick={onOpen} aria-label={user.account}>
      <div className={styles.itemTop}>
        <span className={styles.itemTitle}>
          {user.account}
          {user.nickname && user.nickname !== user.account ? `（${user.nickname}）` : ''}
        </span>
        <span>{user.online === 1 ? texts.online : texts.offline}</span>
      </div>
      <div className={styles.itemMeta}>
        <span>{user.isDl === 1 ? texts.agent : texts.member}</span>
        <span>{user.level === 1 ? texts.direct : texts.levelOf(user.level)}</span>
        <span>
          {texts.rebate} {shownRebate(user.rebate)}
        </span>
        <span>
          {texts.balance} {reportMoney(user.balance)}
        </span>
        <span>
          {texts.registeredAt} {shownTime(user.registeredAt)}
        </span>
      </div>
    </button>
  );
}
