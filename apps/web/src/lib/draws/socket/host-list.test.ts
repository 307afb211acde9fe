import { describe, expect, it } from 'vitest';
import { drawSocketHostList, drawSocketOrigin, pageSocketOrigin } from './host-list';

const httpsPage = { protocol: 'https:', host: 'www.example.com' };
const httpPage = { protocol: 'http:', host: 'localhost:5173' };

describe('drawSocketOrigin', () => {
  it.each([
    ['ws1.example.com', httpsPage, 'wss://ws1.example.com'],
    ['ws1.example.com', httpPage, 'ws://ws1.example.com'],
    ['ws2.example.com:8443', httpsPage, 'wss://ws2.example.com:8443'],
    ['localhost:8080', httpPage, 'ws://localhost:8080'],
    ['10.0.0.5:9000', httpsPage, 'wss://10.0.0.5:9000'],
    ['wss://ws1.example.com', httpPage, 'wss://ws1.example.com'],
    ['ws://ws1.example.com:81', httpsPage, 'ws://ws1.example.com:81'],
    ['https://ws1.example.com', httpPage, 'wss://ws1.example.com'],
    ['http://ws1.example.com:8080', httpsPage, 'ws://ws1.example.com:8080'],
    ['HTTPS://WS1.Example.com:443/ws-game/x?y=1', httpPage, 'wss://ws1.example.com'],
    ['  wss://user:secret@ws1.example.com/path  ', httpPage, 'wss://ws1.example.com'],
  ])('reads %s', (entry, page, origin) => {
    expect(drawSocketOrigin(entry, page)).toBe(origin);
  });

  it.each(['', '   ', 'ftp://ws1.example.com', 'file:///etc/passwd', 'wss://', 'ws1 example.com'])(
    'refuses %j',
    (entry) => {
      expect(drawSocketOrigin(entry, httpsPage)).toBeUndefined();
    },
  );
});

describe('drawSocketHostList', () => {
  it('reads a comma-separated list in order', () => {
    expect(
      drawSocketHostList(
        'wss://ws1.example.com, ws2.example.com:8443,,https://ws3.example.com',
        httpsPage,
      ),
    ).toEqual(['wss://ws1.example.com', 'wss://ws2.example.com:8443', 'wss://ws3.example.com']);
  });

  it('drops duplicates, also when written differently', () => {
    expect(
      drawSocketHostList(
        'ws1.example.com,wss://ws1.example.com,https://WS1.example.com:443/,ws2.example.com',
        httpsPage,
      ),
    ).toEqual(['wss://ws1.example.com', 'wss://ws2.example.com']);
  });

  it('keeps at most 40 hosts', () => {
    const configured = Array.from({ length: 45 }, (_, index) => `ws${index}.example.com`).join(',');
    const list = drawSocketHostList(configured, httpsPage);
    expect(list).toHaveLength(40);
    expect(list.at(-1)).toBe('wss://ws39.example.com');
  });

  it('skips invalid entries', () => {
    expect(drawSocketHostList('ftp://bad.example.com,ws1.example.com', httpPage)).toEqual([
      'ws://ws1.example.com',
    ]);
  });

  it.each([undefined, '', ' , ', 'ftp://bad.example.com,wss://'])(
    'falls back to the page itself for %j',
    (configured) => {
      expect(drawSocketHostList(configured, httpsPage)).toEqual(['wss://www.example.com']);
      expect(drawSocketHostList(configured, httpPage)).toEqual(['ws://localhost:5173']);
    },
  );

  it('gives the page origin the page security', () => {
    expect(pageSocketOrigin(httpsPage)).toBe('wss://www.example.com');
    expect(pageSocketOrigin(httpPage)).toBe('ws://localhost:5173');
  });
});
