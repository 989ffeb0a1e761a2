import { vi } from 'vitest';
import { configure } from '@testing-library/react';

// relay-test-utils' mock environment creates its spies with the global `jest`; vitest's `vi` has the same API.
Object.assign(globalThis, { jest: vi });

// jsdom has no layout; react-router's scroll restoration calls scrollTo after navigation.
window.scrollTo = () => undefined;

// A page's first render imports its lazy module, which the test runner transforms on demand: beside the
// server-side suites on two cores that took over the library's default second. The wait bounds a hang; it
// asserts nothing about speed.
configure({ asyncUtilTimeout: 5_000 });
