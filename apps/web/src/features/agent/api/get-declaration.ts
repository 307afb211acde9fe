import { agentPaths, apiBase } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError, readAccessToken } from '../../../lib/http';
import { genericErrorMessage } from '../../../lib/http/errors';
import { agentKeys } from './query-keys';

const url = `${apiBase}${agentPaths.declaration}`;

const errorOf = async (response: Response): Promise<ApiError> => {
  try {
    const body = (await response.json()) as { code?: unknown; msg?: unknown; message?: unknown };
    const msg = typeof body.msg === 'string' ? body.msg : body.message;
    return new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : 'SYS/INTERNAL',
      typeof msg === 'string' && msg ? msg : genericErrorMessage,
      'GET',
      url,
    );
  } catch {
    return new ApiError(response.status, 'SYS/INTERNAL', genericErrorMessage, 'GET', url);
  }
};

/**
 * GET /views/app_agendDelaer.html: the declaration is a page of HTML, not an envelope, so it is
 * read as text (with the sign-in headers the API's calls carry); a failure keeps the server's
 * message like the API client's errors do.
 */
export const getDeclaration = async (signal?: AbortSignal): Promise<string> => {
  const token = readAccessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      headers: { Accept: 'text/html', ...(token ? { Authorization: token, token } : {}) },
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError('GET', url, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  // An envelope instead of the page: its data is the HTML, or its code the failure.
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const body = JSON.parse(text) as { code?: unknown; data?: unknown };
    if (body.code === 0 && typeof body.data === 'string') return body.data;
    throw await errorOf(new Response(text, { status: response.status }));
  }
  return text;
};

export const useDeclaration = () =>
  useQuery({
    queryKey: agentKeys.declaration,
    queryFn: ({ signal }) => getDeclaration(signal),
  });
