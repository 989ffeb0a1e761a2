import { vi } from 'vitest';

// relay-test-utils' mock environment creates its spies with the global `jest`; vitest's `vi` has the same API.
Object.assign(globalThis, { jest: vi });

// jsdom has no layout; react-router's scroll restoration calls scrollTo after navigation.
window.scrollTo = () => undefined;
