export * from './registration';
export * from './session';
export * from './profile';
export * from './account-paths';
export * from './account-api';
export * from './slider-captcha';
export * from './sealed-secret';
