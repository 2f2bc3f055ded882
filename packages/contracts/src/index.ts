export * from './common';
export * from './catalog';
export * from './config';
export * from './geo';
export * from './site';
export * from './addresses';
export * from './customer';
