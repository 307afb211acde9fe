import type { ChatClassGroup } from '@lottery/contracts';
import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import { chatTexts as texts } from '../texts';
import styles from './chat.module.css';

/** The class groups, each with its rooms and their member counts. */
export function RoomList({
  groups,
  onOpen,
}: {
  groups: readonly ChatClassGroup[];
  onOpen: (roomId: number) => void;
}) {
  const sorted = [...groups].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  if (sorted.every((group) => group.chatroom.length === 0)) {
    return <p className={styles.placeholder}>{texts.empty}</p>;
  }
  return (
    <div className={styles.rooms}>
      {sorted.map((group) =>
        group.chatroom.length === 0 ? null : (
          <section key={group.id} className={styles.group} aria-label={group.name}>
            <h2 className={styles.groupTitle}>{group.name}</h2>
            <ul className={styles.roomItems}>
              {group.chatroom.map((room) => (
                <li key={room.room_id}>
                  <button
                    type="button"
                    className={styles.roomRow}
                    data-testid="chat-room"
                    data-room-id={room.room_id}
                    onClick={() => onOpen(room.room_id)}
                  >
                    <span className={styles.roomIcon} aria-hidden>
                      <TeamOutline />
                    </span>
                    <span className={styles.roomName}>{room.name}</span>
                    <span className={styles.people}>{texts.people(room.total_people)}</span>
                    <RightOutline aria-hidden className={styles.people} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
