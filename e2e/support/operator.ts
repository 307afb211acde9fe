import { operatorPaths, operatorTokenHeader } from '@lottery/contracts';
import { inject } from 'vitest';

/** Sets a system_config entry on the journeys' server through the operator call. */
export const setSystemConfig = async (
  configKey: string,
  configValue: string,
  isPublic = true,
): Promise<void> => {
  const response = await fetch(`${inject('baseUrl')}/app-api${operatorPaths.systemConfig}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [operatorTokenHeader]: inject('operatorToken') },
    body: JSON.stringify({ configKey, configValue, isPublic }),
  });
  if (!response.ok)
    throw new Error(`operator call failed: ${response.status} ${await response.text()}`);
};

/** Any operator call of the journeys' server (JSON body); answers the envelope's data. */
export const operatorCall = async <T = unknown>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${inject('baseUrl')}/app-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [operatorTokenHeader]: inject('operatorToken') },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`operator call failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};
