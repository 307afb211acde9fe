import { TabStrip } from '../../../components/tab-strip';
import { walletPageTexts } from '../texts';

/** 全部 plus one tab per status of a history list; null is 全部. */
export function StatusTabs({
  labels,
  value,
  onChange,
}: {
  labels: Readonly<Record<number, string>>;
  value: number | null;
  onChange: (status: number | null) => void;
}) {
  const items = [
    { key: 'all', title: walletPageTexts.statusAll },
    ...Object.entries(labels).map(([status, title]) => ({ key: status, title })),
  ];
  return (
    <TabStrip
      items={items}
      activeKey={value === null ? 'all' : String(value)}
      onChange={(key) => onChange(key === 'all' ? null : Number(key))}
    />
  );
}
