export * from './betting-api';
export * from './plays';
export * from './settle';
