import { chatBase, chatPaths, errorMessage } from '@lottery/contracts';
import type { ChatImage } from '@lottery/contracts';
import { ApiError, NetworkError } from '../../../lib/http';
import { readChatToken } from '../../../lib/http/tokens';
import { chatHeaders } from './chat-identity';

/**
 * POST /api-messen/chat/uploadImage, multipart field `file`: through XMLHttpRequest, whose upload
 * reports progress (fetch does not).
 */
export const uploadChatImage = (
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<ChatImage> =>
  new Promise((resolve, reject) => {
    const url = `${chatBase}${chatPaths.uploadImage}`;
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = readChatToken();
    const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...chatHeaders() };
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError('POST', url));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the generic error below.
      }
      const envelope = body as { code?: unknown; msg?: unknown; data?: ChatImage } | null;
      if (request.status >= 200 && request.status < 300 && envelope?.code === 0 && envelope.data) {
        onProgress(1);
        resolve(envelope.data);
        return;
      }
      const code = typeof envelope?.code === 'string' ? envelope.code : 'SYS/INTERNAL';
      const msg =
        typeof envelope?.msg === 'string' && envelope.msg
          ? envelope.msg
          : errorMessage('SYS/INTERNAL');
      reject(new ApiError(request.status, code, msg, 'POST', url));
    };
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    request.send(form);
  });
