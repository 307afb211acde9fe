import { Button, DatePicker, Input, Popup, Selector } from 'antd-mobile';
import { chinaDateOf, yuanToMilli, milliToYuan } from '@lottery/contracts';
import { useState } from 'react';
import { fromPickerDate, toPickerDate } from '../../../components/date-range-bar';
import { showToast } from '../../../lib/toast';
import type { SubUserFilter } from '../api/get-sub-users';
import { agentPageTexts as texts } from '../texts';
import styles from './agent.module.css';

/** The filter sheet's own fields (the account is searched on the bar). */
export type UserFilterValue = Omit<SubUserFilter, 'account'>;

const anyChoice = 'any';

interface Draft {
  beginDate: string;
  endDate: string;
  online: string;
  minYuan: string;
  maxYuan: string;
  all: string;
}

const draftOf = (value: UserFilterValue): Draft => ({
  beginDate: value.beginDate ?? '',
  endDate: value.endDate ?? '',
  online: value.online === undefined ? anyChoice : String(value.online),
  minYuan: value.minBalance === undefined ? '' : String(milliToYuan(value.minBalance)),
  maxYuan: value.maxBalance === undefined ? '' : String(milliToYuan(value.maxBalance)),
  all: String(value.all ?? 0),
});

const yuanInput = (value: string) => value.replace(/[^\d.]/g, '');
const milliOf = (yuan: string) => (yuan === '' ? undefined : yuanToMilli(Number(yuan)));

function FilterForm({
  value,
  onSearch,
}: {
  value: UserFilterValue;
  onSearch: (value: UserFilterValue) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [picking, setPicking] = useState<'begin' | 'end' | null>(null);
  const [today] = useState(() => chinaDateOf(Date.now()));
  const pick = (picked: string[], field: 'online' | 'all') => {
    const [choice] = picked;
    if (choice !== undefined) setDraft({ ...draft, [field]: choice });
  };

  const search = () => {
    const minBalance = milliOf(draft.minYuan);
    const maxBalance = milliOf(draft.maxYuan);
    if (minBalance !== undefined && maxBalance !== undefined && minBalance > maxBalance) {
      showToast(texts.balanceRangeWrong);
      return;
    }
    onSearch({
      beginDate: draft.beginDate || undefined,
      endDate: draft.endDate || undefined,
      online: draft.online === anyChoice ? undefined : draft.online === '1' ? 1 : 0,
      minBalance,
      maxBalance,
      all: draft.all === '1' ? 1 : 0,
    });
  };

  return (
    <>
      <div className={styles.drawerBody}>
        <section>
          <h3 className={styles.drawerLabel}>{texts.joined}</h3>
          <div className={styles.pair}>
            <button
              type="button"
              className={styles.pairField}
              aria-label={texts.joinedFrom}
              onClick={() => setPicking('begin')}
            >
              {draft.beginDate || texts.joinedFrom}
            </button>
            <span aria-hidden="true">至</span>
            <button
              type="button"
              className={styles.pairField}
              aria-label={texts.joinedTo}
              onClick={() => setPicking('end')}
            >
              {draft.endDate || texts.joinedTo}
            </button>
          </div>
        </section>
        <section>
          <h3 className={styles.drawerLabel}>{texts.onlineState}</h3>
          <Selector
            columns={3}
            options={[
              { label: texts.any, value: anyChoice },
              { label: texts.online, value: '1' },
              { label: texts.offline, value: '0' },
            ]}
            value={[draft.online]}
            onChange={(picked) => pick(picked, 'online')}
          />
        </section>
        <section>
          <h3 className={styles.drawerLabel}>{texts.balanceRange}</h3>
          <div className={styles.pair}>
            <Input
              className={styles.pairField}
              aria-label={texts.minBalance}
              placeholder={texts.minBalance}
              inputMode="decimal"
              value={draft.minYuan}
              onChange={(minYuan) => setDraft({ ...draft, minYuan: yuanInput(minYuan) })}
            />
            <span aria-hidden="true">-</span>
            <Input
              className={styles.pairField}
              aria-label={texts.maxBalance}
              placeholder={texts.maxBalance}
              inputMode="decimal"
              value={draft.maxYuan}
              onChange={(maxYuan) => setDraft({ ...draft, maxYuan: yuanInput(maxYuan) })}
            />
          </div>
        </section>
        <section>
          <h3 className={styles.drawerLabel}>{texts.scope}</h3>
          <Selector
            columns={2}
            options={[
              { label: texts.directOnly, value: '0' },
              { label: texts.wholeTeam, value: '1' },
            ]}
            value={[draft.all]}
            onChange={(picked) => pick(picked, 'all')}
          />
        </section>
      </div>
      <div className={styles.drawerFooter}>
        <Button shape="rounded" onClick={() => setDraft(draftOf({ all: 0 }))}>
          {texts.reset}
        </Button>
        <Button shape="rounded" color="primary" onClick={search}>
          {texts.confirm}
        </Button>
      </div>
      <DatePicker
        title={texts.joinedFrom}
        precision="day"
        visible={picking === 'begin'}
        max={toPickerDate(draft.endDate || today)}
        value={draft.beginDate ? toPickerDate(draft.beginDate) : toPickerDate(today)}
        onClose={() => setPicking(null)}
        onConfirm={(date) => setDraft({ ...draft, beginDate: fromPickerDate(date) })}
      />
      <DatePicker
        title={texts.joinedTo}
        precision="day"
        visible={picking === 'end'}
        min={draft.beginDate ? toPickerDate(draft.beginDate) : undefined}
        max={toPickerDate(today)}
        value={draft.endDate ? toPickerDate(draft.endDate) : toPickerDate(today)}
        onClose={() => setPicking(null)}
        onConfirm={(date) => setDraft({ ...draft, endDate: fromPickerDate(date) })}
      />
    </>
  );
}

/** The downline filter sheet: date joined, online, balance range (in yuan), direct or all. */
export function UserFilter({
  visible,
  value,
  onClose,
  onSearch,
}: {
  visible: boolean;
  value: UserFilterValue;
  onClose: () => void;
  onSearch: (value: UserFilterValue) => void;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom">
      <div role="dialog" aria-label={texts.filterTitle}>
        {/* Mounted while open: each opening starts from the searched filter. */}
        {visible ? <FilterForm value={value} onSearch={onSearch} /> : null}
      </div>
    </Popup>
  );
}
