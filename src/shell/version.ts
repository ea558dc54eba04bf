declare const __APP_VERSION__: string;

/** The version in package.json (spec 000 §9: 1.16.51), put in by the build. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
