import { configure } from '@testing-library/dom';

/**
 * Waits of the DOM tests (waitFor, findBy…) give up after 10 s instead of 1 s: on a two-core machine
 * running other suites a render can take several seconds. They end as soon as what they wait for holds.
 */
configure({ asyncUtilTimeout: 10_000 });
