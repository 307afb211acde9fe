import { chatPermission, chatPermissionError, errorMessage, talkType } from '@lottery/contracts';
import type { ChatContact } from '@lottery/contracts';
import { DotLoading } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { roomIn, roomOfGame } from '../api/get-class-groups';
import styles from '../components/chat.module.css';
import { ContactsPopup } from '../components/contacts-popup';
import { Conversation } from '../components/conversation';
import { chatTexts as texts } from '../texts';
import type { RoomListState } from './chat-rooms-page';
import { useChatPage } from './use-chat-page';

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A room's chat (room-chat, game-chat): the room's name, entries to the room list, private chats
 * and red-packet records, the conversation, and the composer under the room's rules.
 */
function RoomChat({ roomId, gameId }: { roomId: number | null; gameId?: number }) {
  const goBack = useGoBack('/');
  const navigate = useNavigate();
  const profile = useProfile();
  const { identity, groups, fail } = useChatPage();
  const [contactsOpen, setContactsOpen] = useState(false);
  const data = groups.data;
  const id =
    roomId ??
    (gameId === undefined
      ? null
      : (roomOfGame(data, gameId)?.room_id ?? data?.default_chatroom ?? null));
  const room = id === null ? null : roomIn(data, id);
  const self = data?.userinfo ?? null;
  const member = identity.kind === 'member';

  const permission =
    room && self
      ? chatPermission({
          enableChat: profile.data?.userInfo.enableChat ?? 1,
          vipLevel: self.vipLevel,
          chatLevel: self.chatLevel,
          isGuest: identity.kind === 'guest',
          vipSpeakLevels: null,
          room,
        })
      : 'ok';

  const openContact = (contact: ChatContact) => {
    setContactsOpen(false);
    void navigate(
      `/chat-rooms/${id ?? contact.room_id}/friends/${contact.friend_id}?nickname=${encodeURIComponent(contact.nickname)}`,
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title={room?.name ?? texts.roomsTitle} onBack={goBack} />
      <nav className={styles.subnav} aria-label={texts.roomsTitle}>
        <button
          type="button"
          className={styles.subnavItem}
          onClick={() =>
            void navigate('/chat-rooms', { state: { roomList: true } satisfies RoomListState })
          }
        >
          {texts.roomList}
        </button>
        {member ? (
          <button type="button" className={styles.subnavItem} onClick={() => setContactsOpen(true)}>
            {texts.privateChats}
          </button>
        ) : null}
        {member && id !== null ? (
          <button
            type="button"
            className={styles.subnavItem}
            onClick={() => void navigate(`/chat-rooms/${id}/hong-bao/history`)}
          >
            {texts.hongbaoHistory}
          </button>
        ) : null}
      </nav>
      {!data ? (
        <p className={styles.placeholder} role="status">
          <DotLoading /> {texts.loading}
        </p>
      ) : !room || id === null ? (
        <StatusBlock icon={<ExclamationCircleOutline />} title={texts.roomMissing} />
      ) : (
        <Conversation
          roomId={id}
          talkType={talkType.room}
          recordsOf={{ roomId: id }}
          self={self}
          allowLinks={room.allow_links === 1}
          canDelete={member && (self?.chatLevel ?? 0) >= 1}
          onHistoryError={fail}
          composer={{
            blockedReason:
              permission === 'ok' ? null : errorMessage(chatPermissionError[permission]),
            secPerMess: room.sec_per_mess,
            quickMessages: data.quick_messages,
            onHongbao: member ? () => void navigate(`/chat-rooms/${id}/hong-bao`) : undefined,
          }}
        />
      )}
      {member ? (
        <ContactsPopup
          identity={identity}
          visible={contactsOpen}
          onClose={() => setContactsOpen(false)}
          onOpen={openContact}
        />
      ) : null}
    </div>
  );
}

/** /chat-rooms/{room_id} (room-chat). */
export function RoomChatPage() {
  const { roomId } = useParams();
  const id = idOf(roomId);
  return <RoomChat key={id} roomId={id} />;
}

/** /game/{id}/chat-rooms/{room_id} (game-chat). */
export function GameChatPage() {
  const { roomId } = useParams();
  const id = idOf(roomId);
  return <RoomChat key={id} roomId={id} />;
}

/** /game/95/chat (game-chat): the room that follows the game, else the default room. */
export function GameSectionChatPage() {
  const { pathname } = useLocation();
  const gameId = idOf(/^\/game\/(\d+)/.exec(pathname)?.[1]) ?? undefined;
  return <RoomChat roomId={null} gameId={gameId} />;
}
