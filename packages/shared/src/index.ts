export * from './permissions';
export * from './messages';
export * from './validation';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/plans';
export * from './schemas/contact';
export * from './schemas/health';
