export * from './records-api';
export * from './bills-api';
export * from './live-report-api';
export * from './betting-bonus-api';
