// The modules scripts/vite/screens-plugin.ts serves.
declare module 'virtual:balcao-screens' {
  import type { ScreenModule } from './types.ts';

  export const screenIds: string[];
  export const loaders: Record<string, () => Promise<ScreenModule>>;
}
