export * from './money';
export * from './locales';
export * from './errors';
export * from './constants';
export * from './routes';
export * from './api';
export * from './in-process-api';
