import type { StakeTotals } from '@lottery/contracts';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { signedMoney } from '../../../components/signed-money';
import { shownMoney } from '../model/order-view';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records.module.css';
import { SignedMoney } from '../../../components/signed-money';

export interface ReportLine extends StakeTotals {
  key: string;
  name: string;
  /** Where the line leads: a path (a link) or a call (a button); neither: plain. */
  to?: string;
  onOpen?: () => void;
}

interface ReportTableProps {
  label: string;
  /** The first column's title (日期, 彩种). */
  nameTitle: string;
  lines: readonly ReportLine[];
  total: StakeTotals;
}

const Cells = ({
  line,
  name,
  chevron,
}: {
  line: StakeTotals;
  name: ReactNode;
  chevron: boolean;
}) => (
  <>
    <span className={styles.reportName}>{name}</span>
    <span>{line.betCount}</span>
    <span>{shownMoney(line.bettingMoney)}</span>
    <SignedMoney milli={line.winOrcloseMoney} />
    <span aria-hidden="true">{chevron ? <RightOutline className={styles.chevron} /> : null}</span>
  </>
);

/** What a line says, for a screen reader: 2025-01-01，笔数3，投注金额30.00，输赢-10.00. */
const spokenLine = (name: string, line: StakeTotals) =>
  [
    name,
    `${texts.betCount}${line.betCount}`,
    `${texts.stake}${shownMoney(line.bettingMoney)}`,
    `${texts.winLoss}${signedMoney(line.winOrcloseMoney)}`,
  ].join('，');

/** Stakes and results by day or by game: 笔数, 投注金额, 输赢 (red/green), and their total. */
export function ReportTable({ label, nameTitle, lines, total }: ReportTableProps) {
  return (
    <section className={styles.report} aria-label={label}>
      <div className={styles.reportHead} aria-hidden="true">
        <span>{nameTitle}</span>
        <span>{texts.betCount}</span>
        <span>{texts.stake}</span>
        <span>{texts.winLoss}</span>
        <span />
      </div>
      <ul className={styles.reportRows}>
        {lines.map((line) => (
          <li key={line.key}>
            {line.to !== undefined ? (
              <Link
                className={styles.reportRow}
                to={line.to}
                aria-label={spokenLine(line.name, line)}
              >
                <Cells line={line} name={line.name} chevron />
              </Link>
            ) : line.onOpen ? (
              <button
                type="button"
                className={styles.reportRow}
                aria-label={spokenLine(line.name, line)}
                onClick={line.onOpen}
              >
                <Cells line={line} name={line.name} chevron />
              </button>
            ) : (
              <div
                className={styles.reportRow}
                role="group"
                aria-label={spokenLine(line.name, line)}
              >
                <Cells line={line} name={line.name} chevron={false} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div
        className={`${styles.reportRow} ${styles.reportTotal}`}
        role="group"
        aria-label={spokenLine(texts.total, total)}
      >
        <Cells line={total} name={texts.total} chevron={false} />
      </div>
    </section>
  );
}
