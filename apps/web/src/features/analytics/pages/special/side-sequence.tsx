import styles from './side-sequence.module.css';

export type SideTone = 'first' | 'second' | 'tie';

export interface SideMark {
  label: string;
  tone: SideTone;
}

/**
 * The side of each draw (大 小 和 …), newest first, in even rows: each side has its colour, so a
 * streak reads as a block of one colour.
 */
export function SideSequence({ label, marks }: { label: string; marks: readonly SideMark[] }) {
  return (
    <ol className={styles.sequence} aria-label={label}>
      {marks.map((mark, index) => (
        <li key={index} className={`${styles.cell} ${styles[mark.tone]}`}>
          {mark.label}
        </li>
      ))}
    </ol>
  );
}
