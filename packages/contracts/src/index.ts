export * from './common.js';
export * from './catalog.js';
export * from './config.js';
export * from './geo.js';
export * from './site.js';
