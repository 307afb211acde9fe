import { Button, Popup } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { walletKindLabels, walletKinds } from '@lottery/contracts';
import type { WalletKind } from '@lottery/contracts';
import { useState } from 'react';
import { commonTypes, typeGroups } from '../model/type-groups';
import { billTexts as texts } from '../texts';
import styles from './bills.module.css';

export interface TypeWallet {
  type: number | null;
  wallet: WalletKind | null;
}

function Chip({ active, label, onClick }: { active: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={active ? `${styles.chip} ${styles.chipActive}` : styles.chip}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

const labelOfType = (type: number) =>
  typeGroups.flatMap((group) => group.options).find((option) => option.type === type)?.label ?? '';

/**
 * The type filter of 资金明细: a row of the common types (全部 first) and 筛选, a sheet with every
 * type in groups and the wallet. A type chosen in the sheet joins the row while it is chosen.
 */
export function BillFilter({
  value,
  onChange,
}: {
  value: TypeWallet;
  onChange: (value: TypeWallet) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const chips =
    value.type === null || commonTypes.some((option) => option.type === value.type)
      ? commonTypes
      : [...commonTypes, { type: value.type, label: labelOfType(value.type) }];
  const filtered = value.wallet !== null;

  return (
    <div className={styles.filterBar}>
      <div className={styles.chips} role="group" aria-label={texts.type}>
        <Chip
          active={value.type === null}
          label={texts.all}
          onClick={() => onChange({ ...value, type: null })}
        />
        {chips.map((option) => (
          <Chip
            key={option.type}
            active={value.type === option.type}
            label={option.label}
            onClick={() => onChange({ ...value, type: option.type })}
          />
        ))}
      </div>
      <button
        type="button"
        className={filtered ? `${styles.filterButton} ${styles.chipActive}` : styles.filterButton}
        onClick={() => {
          setDraft(value);
          setOpen(true);
        }}
      >
        <FilterOutline aria-hidden="true" />
        {texts.filter}
      </button>
      <Popup
        visible={open}
        position="bottom"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <div role="dialog" aria-label={texts.filterTitle} className={styles.sheetInner}>
          <h2 className={styles.sheetTitle}>{texts.filterTitle}</h2>
          <div className={styles.sheetScroll}>
            <h3 className={styles.groupTitle}>{texts.wallet}</h3>
            <div className={styles.grid} role="group" aria-label={texts.wallet}>
              <Chip
                active={draft.wallet === null}
                label={texts.allWallets}
                onClick={() => setDraft({ ...draft, wallet: null })}
              />
              {walletKinds.map((wallet) => (
                <Chip
                  key={wallet}
                  active={draft.wallet === wallet}
                  label={walletKindLabels[wallet]}
                  onClick={() => setDraft({ ...draft, wallet })}
                />
              ))}
            </div>
            <h3 className={styles.groupTitle}>{texts.type}</h3>
            <div className={styles.grid} role="group" aria-label={`${texts.type} ${texts.all}`}>
              <Chip
                active={draft.type === null}
                label={texts.all}
                onClick={() => setDraft({ ...draft, type: null })}
              />
            </div>
            {typeGroups.map((group) => (
              <section key={group.title}>
                <h4 className={styles.subTitle}>{group.title}</h4>
                <div className={styles.grid} role="group" aria-label={group.title}>
                  {group.options.map((option) => (
                    <Chip
                      key={option.type}
                      active={draft.type === option.type}
                      label={option.label}
                      onClick={() => setDraft({ ...draft, type: option.type })}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <div className={styles.sheetActions}>
            <Button shape="rounded" onClick={() => setDraft({ type: null, wallet: null })}>
              {texts.reset}
            </Button>
            <Button
              color="primary"
              shape="rounded"
              onClick={() => {
                setOpen(false);
                onChange(draft);
              }}
            >
              {texts.confirm}
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
