import type { components, paths } from '../__generated__/platform.ts';

/** The channel registry's shapes (generated from the platform's OpenAPI document). */
export type UpstreamChannel = components['schemas']['Channel'];
export type UpstreamChannelDeployment = components['schemas']['ChannelDeployment'];
/** One of the developer's channels as their list answers it: with its deployments, newest first. */
export type UpstreamDeveloperChannel =
  paths['/channels/v1/self/channels']['get']['responses']['200']['content']['application/json']['channels'][number];
/** A registration's answer: the channel, its client id and its secret, told here only. */
export type UpstreamChannelRegistration =
  paths['/channels/v1/self/channels']['post']['responses']['201']['content']['application/json'];

/** What a developer sends to register a channel. */
export interface UpstreamChannelRegistrationInput {
  name: string;
  displayName: string;
}

/**
 * The registry's refusals as problem+json (platform/src/channels/registry.ts): it words them without a native
 * `errorCode`; a 409 names its cause in `reason`.
 */
export const CHANNEL_REFUSAL_REASONS = {
  /** 409: another channel (anyone's) has the name. */
  nameTaken: 'CHANNEL_NAME_TAKEN',
} as const;
