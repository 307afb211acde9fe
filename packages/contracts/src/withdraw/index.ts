export * from './withdraw-api';
