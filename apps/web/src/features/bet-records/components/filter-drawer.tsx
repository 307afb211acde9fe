import { Button, Popup, Selector, Switch } from 'antd-mobile';
import { useState } from 'react';
import type { LotteryGame } from '../api/get-lottery-games';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records.module.css';

export interface RecordFilter {
  gameId: number | null;
  simple: boolean;
}

interface FilterDrawerProps {
  visible: boolean;
  value: RecordFilter;
  games: readonly LotteryGame[];
  onClose: () => void;
  /** 搜索: the filter chosen in the drawer. */
  onSearch: (filter: RecordFilter) => void;
}

const allGames = 'all';

function FilterForm({ value, games, onSearch }: Omit<FilterDrawerProps, 'visible' | 'onClose'>) {
  const [draft, setDraft] = useState(value);
  const options = [
    { label: texts.allGames, value: allGames },
    ...games.map((game) => ({ label: game.gameName, value: String(game.gameId) })),
  ];
  return (
    <>
      <div className={styles.drawerBody}>
        <section className={styles.drawerSection}>
          <h3 className={styles.drawerLabel}>{texts.game}</h3>
          <Selector
            aria-label={texts.game}
            columns={2}
            options={options}
            value={[draft.gameId === null ? allGames : String(draft.gameId)]}
            onChange={(picked) => {
              const [choice] = picked;
              // Tapping the chosen game again keeps it (a selector always has one choice).
              if (choice === undefined) return;
              setDraft({ ...draft, gameId: choice === allGames ? null : Number(choice) });
            }}
          />
        </section>
        <section className={styles.drawerSection}>
          <div className={styles.switchRow}>
            <div>
              <h3 className={styles.drawerLabel}>{texts.simpleMode}</h3>
              <p className={styles.switchNote}>{texts.simpleModeNote}</p>
            </div>
            <Switch
              aria-label={texts.simpleMode}
              checked={draft.simple}
              onChange={(simple) => setDraft({ ...draft, simple })}
            />
          </div>
        </section>
      </div>
      <div className={styles.drawerFoot}>
        <Button shape="rounded" onClick={() => setDraft({ gameId: null, simple: draft.simple })}>
          {texts.reset}
        </Button>
        <Button color="primary" shape="rounded" onClick={() => onSearch(draft)}>
          {texts.search}
        </Button>
      </div>
    </>
  );
}

/**
 * The bet list's filter (spec part 2 §2.4): a drawer from the right with the game, the simple
 * mode and 搜索, which applies both; closing it otherwise leaves the list as it was.
 */
export function FilterDrawer({ visible, value, games, onClose, onSearch }: FilterDrawerProps) {
  return (
    <Popup visible={visible} position="right" onMaskClick={onClose} onClose={onClose}>
      <div className={styles.drawer} role="dialog" aria-label={texts.filter}>
        <h2 className={styles.drawerTitle}>{texts.filter}</h2>
        {/* Mounted while open: each opening starts from the filter in use. */}
        {visible ? <FilterForm value={value} games={games} onSearch={onSearch} /> : null}
      </div>
    </Popup>
  );
}
