// The modules scripts/vite/screens-plugin.ts serves.
declare module 'virtual:balcao-screens' {
  import type { ScreenModule } from './types.ts';

  export const screenIds: string[];
  export const loaders: Record<string, () => Promise<ScreenModule>>;
}

declare module 'virtual:balcao-site' {
  import type { SiteScreen } from '../../generated/screen-format.ts';

  export const site: SiteScreen | null;
}

declare module 'virtual:balcao-boxes' {
  import type { BoxScreen } from '../../generated/screen-format.ts';

  export const boxes: Record<string, BoxScreen>;
}

declare module 'virtual:balcao-site-operations' {
  import type { OperationWord } from '../vocabulary/define.ts';

  /** The operation words the site manifest names (the header's inbox). */
  export const operations: OperationWord[];
}
