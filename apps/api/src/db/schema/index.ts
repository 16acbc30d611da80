export * from './users';
export * from './plans';
export * from './mail';
export * from './recruitment';
export * from './admin';
export * from './job-alerts';
export * from './api-keys';
export * from './publishing';
