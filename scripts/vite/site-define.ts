import packageJson from '../../package.json' with { type: 'json' };

/** Constants the build puts into the site's code (src/shell/version.ts). */
export const SITE_DEFINE = { __APP_VERSION__: JSON.stringify(packageJson.version) };
