/** The contract shared by the API and the portal: schemas, labels, plans and answer shapes. */
export * from './account';
export * from './analytics';
export * from './billing';
export * from './labels';
export * from './plans';
export * from './schemas';
export * from './time-ago';
export type * from './types';
