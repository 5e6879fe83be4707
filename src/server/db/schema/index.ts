export * from './app-settings';
export * from './categories';
export * from './membership-plans';
export * from './products';
