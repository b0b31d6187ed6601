export * from './constants.js';
export * from './format.js';
export * from './lists.js';
export * from './messages.js';
export * from './session.js';
export * from './validation.js';
