import { talkType } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { privateRoomQueryOptions } from '../api/get-contacts';
import styles from '../components/chat.module.css';
import { Conversation } from '../components/conversation';
import { chatTexts as texts } from '../texts';
import { useChatPage } from './use-chat-page';

/** A private conversation with one chat user (no red packets; talk_type 1, command 5). */
function PrivateChat({
  friendId,
  title,
  fallback,
}: {
  friendId: number;
  title: string;
  /** Where the back arrow goes when there is no history. */
  fallback: string;
}) {
  const goBack = useGoBack(fallback);
  const { identity, groups, fail } = useChatPage({ privateChat: true });
  const privateRoom = useQuery({
    ...privateRoomQueryOptions(identity, friendId),
    enabled: identity.auth !== null && friendId > 0,
  });
  const roomError = privateRoom.error;
  useEffect(() => {
    if (roomError) fail(roomError);
  }, [roomError, fail]);
  const roomId = privateRoom.data?.room_id;

  return (
    <div className={styles.page}>
      <PageHeader title={title} onBack={goBack} />
      {roomId === undefined || !groups.data ? (
        <p className={styles.placeholder} role="status">
          <DotLoading /> {texts.loading}
        </p>
      ) : (
        <Conversation
          roomId={roomId}
          talkType={talkType.private}
          recordsOf={{ friendId }}
          self={groups.data.userinfo}
          allowLinks={false}
          canDelete={false}
          onHistoryError={fail}
          composer={{
            blockedReason: null,
            secPerMess: 0,
            quickMessages: groups.data.quick_messages,
          }}
        />
      )}
    </div>
  );
}

/** /chat-rooms/{room_id}/friends/{friend_id}?nickname=… (individual-chat). */
export function IndividualChatPage() {
  const { roomId, friendId } = useParams();
  const [search] = useSearchParams();
  const id = Number(friendId);
  return (
    <PrivateChat
      key={id}
      friendId={Number.isInteger(id) ? id : 0}
      title={search.get('nickname') || texts.privateChats}
      fallback={`/chat-rooms/${roomId ?? ''}`}
    />
  );
}

/**
 * /talk/{app_id}/{identity}/{customer_id}: a private chat with the customer-service member
 * customer_id (a guest's through /chat/guest/init-room). app_id and identity are not used.
 */
export function TalkPage() {
  const { customerId } = useParams();
  const id = Number(customerId);
  return (
    <PrivateChat
      key={id}
      friendId={Number.isInteger(id) ? id : 0}
      title={texts.talkTitle}
      fallback="/"
    />
  );
}
