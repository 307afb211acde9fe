export * from './analytics-api';
export * from './analytics';
export * from './helper';
export * from './runs';
export * from './special';
export * from './zodiac';
