import { Navigate, useLocation, useNavigate } from 'react-router';
import { DotLoading } from 'antd-mobile';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { roomIn } from '../api/get-class-groups';
import styles from '../components/chat.module.css';
import { RoomList } from '../components/room-list';
import { WechatEntry } from '../components/wechat-popup';
import { chatTexts as texts } from '../texts';
import { useChatPage } from './use-chat-page';

/** Navigation state of a visit that asks for the list itself (the rooms' 房间列表 entry). */
export interface RoomListState {
  roomList?: boolean;
}

/**
 * /chat-rooms: the class groups with their rooms and member counts. Arriving from the chat
 * bubble (or any plain link) lands in the default room (spec: "lands in the default room of the
 * room list"); the rooms' 房间列表 entry shows the list itself.
 */
export function ChatRoomsPage() {
  const goBack = useGoBack('/');
  const navigate = useNavigate();
  const location = useLocation();
  const { groups } = useChatPage();
  const wantsList = (location.state as RoomListState | null)?.roomList === true;
  const defaultRoom = groups.data?.default_chatroom ?? null;

  if (!wantsList && defaultRoom !== null && roomIn(groups.data, defaultRoom)) {
    return <Navigate to={`/chat-rooms/${defaultRoom}`} replace />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={texts.roomsTitle} onBack={goBack} extra={<WechatEntry />} />
      <div className={styles.list}>
        {groups.data ? (
          <RoomList
            groups={groups.data.list}
            onOpen={(roomId) => void navigate(`/chat-rooms/${roomId}`)}
          />
        ) : (
          <p className={styles.placeholder} role="status">
            <DotLoading /> {texts.loading}
          </p>
        )}
      </div>
    </div>
  );
}
