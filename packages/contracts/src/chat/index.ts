export * from './chat-gate';
export * from './chat-api';
export * from './chat-socket';
export * from './chat-rules';
export * from './red-packet';
