import { chatApiPaths } from '@lottery/contracts';
import type { DeleteChatMessageBody } from '@lottery/contracts';
import { http } from '../../../lib/http';

/** POST /app-api/api/chat/deletechat-message: one's own message (a room manager: any). */
export const deleteChatMessage = (body: DeleteChatMessageBody): Promise<unknown> =>
  http.post(chatApiPaths.deleteMessage, { json: body });
