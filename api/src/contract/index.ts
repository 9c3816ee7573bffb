/** The contract shared by the API and the portal: schemas, labels, plans and answer shapes. */
export * from './account';
export * from './analytics';
export * from './api-keys';
export * from './billing';
export * from './data-export';
export * from './identify';
export * from './inbox';
export * from './labels';
export * from './moderation';
export * from './notifications';
export * from './plans';
export * from './schemas';
export * from './team';
export * from './time-ago';
export type * from './types';
export * from './webhooks';
