export * from './agent-api';
export * from './agent-rules';
