export * from './recharge-api';
