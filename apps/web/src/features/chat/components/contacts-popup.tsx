import type { ChatContact } from '@lottery/contracts';
import { Badge, DotLoading, Popup } from 'antd-mobile';
import { UserAvatar } from '../../../components/user-avatar';
import type { ChatIdentity } from '../api/chat-identity';
import { useContacts } from '../api/get-contacts';
import { chatTexts as texts } from '../texts';
import styles from './chat.module.css';

const lastLine = (contact: ChatContact): string => {
  const last = contact.last_message;
  if (!last) return '';
  if (last.content.type === 'image') return `[${texts.image}]`;
  if (last.content.type === 'hongbao') return `[${texts.hongbao}]`;
  return last.content.body;
};

/** 私聊: the viewer's private conversations (last message, unread count); a tap opens one. */
export function ContactsPopup({
  identity,
  visible,
  onClose,
  onOpen,
}: {
  identity: ChatIdentity;
  visible: boolean;
  onClose: () => void;
  onOpen: (contact: ChatContact) => void;
}) {
  const contacts = useContacts(identity, visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose}>
      <div className={styles.contacts} role="dialog" aria-label={texts.privateChats}>
        <h2 className={styles.contactsTitle}>{texts.privateChats}</h2>
        {contacts.isPending ? (
          <p className={styles.placeholder}>
            <DotLoading />
          </p>
        ) : (contacts.data ?? []).length === 0 ? (
          <p className={styles.placeholder}>{texts.noContacts}</p>
        ) : (
          <ul className={styles.roomItems}>
            {(contacts.data ?? []).map((contact) => (
              <li key={contact.friend_id}>
                <button
                  type="button"
                  className={styles.contact}
                  data-testid="chat-contact"
                  onClick={() => onOpen(contact)}
                >
                  <Badge content={contact.unread > 0 ? contact.unread : null}>
                    <UserAvatar avatarId={contact.avatarId} size={40} />
                  </Badge>
                  <span className={styles.contactText}>
                    <span className={styles.contactName}>{contact.nickname}</span>
                    <span className={styles.contactLast}>{lastLine(contact)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
}
