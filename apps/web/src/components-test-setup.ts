/**
 * The `components` vitest project (vitest.config.ts): tell React that this is a test
 * environment, so testing-library's act() flushes updates instead of warning. testing-library
 * says so itself only where vitest's globals are on, and they are not here.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
