import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import base from '../../../vite.config.ts';
import { swapPlugin } from './swap-plugin.ts';

/**
 * The project's test configuration for mutation runs (scripts/model-mutation.ts): the machines are
 * swappable for a mutant, and every test file runs in a fresh worker so it loads the mutant of its run.
 */
const projects = (base.test?.projects ?? []).map((project) =>
  typeof project === 'object' && 'test' in project ? { ...project, test: { ...project.test, isolate: true } } : project,
);
export default mergeConfig(
  { ...base, test: { ...base.test, projects } } as ViteUserConfig,
  defineConfig({ plugins: [swapPlugin()] }),
);
