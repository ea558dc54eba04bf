import { prefetchCurrentUser } from './authentication.ts';
import { loadAppConfig, type AppConfig } from './config.ts';
import { openSecureStorage } from './secure-storage.ts';

let started: Promise<AppConfig> | undefined;

/**
 * What every page reads before its first render, asked for by the page's first script (src/main.tsx)
 * rather than by the boot's code: the configuration (/app-config.json), then the stored session,
 * opened with its secret. Called again (src/boot.tsx), it answers the same reading.
 *
 * With `askBank`, a page other than the sign-in also asks the bank, once the session is open, for
 * the session's user and the account's first answers (src/api/authentication.ts). Asked by the boot,
 * they left once React and the site's code had arrived: on Lighthouse's mobile profile, the last of
 * some 200 KB, 1.9 s after the page's request, with the answers 0.4 s later (bench:web's waterfall
 * of /account/home). Asked from here they travel while that code still downloads.
 */
export function startPage(askBank: boolean): Promise<AppConfig> {
  started ??= loadAppConfig().then(async (config) => {
    await openSecureStorage({ secret: config.storageSecret, prefix: config.storagePrefix });
    if (askBank) prefetchCurrentUser();
    return config;
  });
  return started;
}

/** The page's start once begun (src/main.tsx, src/boot.tsx): settles with the stored session open. */
export function pageStarted(): Promise<AppConfig> | undefined {
  return started;
}
