import type { OperationWord } from '../define.ts';

/** Each operation word's file, loaded by itself (operation-loader.ts). */
export const operationFiles = import.meta.glob<OperationWord>(['../operations/**/*.ts', '../operations/**/*.tsx'], {
  import: 'default',
});
