import { drawSocketHosts } from '@lottery/contracts';

/** The page the socket is opened from: `location`, or its like in tests. */
export type PageLocation = Pick<Location, 'protocol' | 'host'>;

const socketProtocols: Record<string, string> = {
  'ws:': 'ws:',
  'wss:': 'wss:',
  'http:': 'ws:',
  'https:': 'wss:',
};

/** `wss:` on an https page, `ws:` otherwise: a bare host gets the page's security. */
const pageSocketProtocol = (page: PageLocation) => (page.protocol === 'https:' ? 'wss:' : 'ws:');

/**
 * One configured host as a ws(s) origin (`wss://ws1.example.com:8443`), or undefined when it is
 * not a host: `ws(s)://` and `http(s)://` keep their security, a bare host takes the page's; a
 * path, query or credentials are dropped.
 */
export const drawSocketOrigin = (entry: string, page: PageLocation): string | undefined => {
  const trimmed = entry.trim();
  if (trimmed === '') return undefined;
  // `localhost:8080` would parse as the scheme `localhost:`: only `scheme://` names a scheme.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `${pageSocketProtocol(page)}//${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  const protocol = socketProtocols[url.protocol];
  if (!protocol || url.hostname === '') return undefined;
  return `${protocol}//${url.host}`;
};

/** The page's own origin as a socket origin: the host list when none is configured. */
export const pageSocketOrigin = (page: PageLocation): string =>
  `${pageSocketProtocol(page)}//${page.host}`;

/**
 * The draw socket hosts from system_config `draw_socket_hosts` (comma-separated): normalised to
 * ws(s) origins, deduplicated, at most {@link drawSocketHosts.max}; none configured or none valid:
 * the page's own origin.
 */
export const drawSocketHostList = (
  configured: string | undefined,
  page: PageLocation,
): string[] => {
  const origins = (configured ?? '')
    .split(',')
    .map((entry) => drawSocketOrigin(entry, page))
    .filter((origin) => origin !== undefined);
  const unique = [...new Set(origins)].slice(0, drawSocketHosts.max);
  return unique.length > 0 ? unique : [pageSocketOrigin(page)];
};
