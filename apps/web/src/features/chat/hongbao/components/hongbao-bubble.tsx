import type { ChatMessage } from '@lottery/contracts';

export interface HongbaoBubbleProps {
  /** A message whose content.type is 'hongbao'; content.hongbao is kept current by the chat. */
  message: ChatMessage;
  roomId: number;
  /** The message is the viewer's own (drawn on the right). */
  mine: boolean;
}

/** A red packet in the message list; a tap opens its detail page (where it is opened). */
export function HongbaoBubble({ message }: HongbaoBubbleProps) {
  return <div>{message.content?.body}</div>;
}
