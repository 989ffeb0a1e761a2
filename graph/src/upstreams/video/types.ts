import type { components } from '../__generated__/platform.ts';

/** The video service's shapes (generated from the platform's OpenAPI document). */
export type UpstreamVideoLanguage = 'de' | 'en' | 'ja';
export type UpstreamVideo = components['schemas']['Video'];
export type UpstreamVideoPage = components['schemas']['VideoPage'];
export type UpstreamVideoAuthorization = components['schemas']['VideoAuthorization'];
export type UpstreamVideoSession = components['schemas']['VideoSession'];
export type UpstreamVideoHeartbeat = components['schemas']['VideoHeartbeat'];
export type UpstreamPlayerSetting = components['schemas']['PlayerSetting'];
export type PaywallSubscription = components['schemas']['PaywallSubscription'];
export type UpstreamPaywallPlan = components['schemas']['PaywallPlan'];
