/** What the tests of other packages use to drive the platform: real sign-in, and database fingerprints. */
export * from './sign-in.ts';
export { databaseFingerprint } from './database-fingerprint.ts';
export { storePaymentMethod } from './payment-methods.ts';
export { callPlatform, type PlatformAnswer, type PlatformRequest } from './http.ts';
export { matchesOnSale } from '../src/db/seed/ticketing.ts';
