/** Query parameters whose values never reach the logs. */
const secretParams = /([?&](?:cashPassword|password|token|ticket)=)[^&]*/gi;

export const redactSecretsInUrl = (url: string): string =>
  url.replace(secretParams, '$1[redacted]');
