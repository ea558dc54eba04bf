import path from 'node:path';
import type { Label } from './reference.ts';

/** The tester's report of the machines (scripts/model-report.ts) and what it reads. */
export const MODEL_REPORT_DIR = path.resolve(import.meta.dirname, '../../../reports/model');

/** The generated paths Chromium walked in the last end-to-end run (tests/e2e/support/model-walk.ts). */
export const BROWSER_WALKS_DIR = path.join(MODEL_REPORT_DIR, 'browser');

/** One generated path as Chromium walked it: its steps in testers' words, and where it failed. */
export interface BrowserWalk {
  title: string;
  steps: Label[];
  /** The index of the step that failed, or null when the walk passed. */
  failedStep: number | null;
  error: string | null;
  /** The page when the step failed, relative to MODEL_REPORT_DIR. */
  screenshot: string | null;
}
