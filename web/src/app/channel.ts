/**
 * The web portal is the graph's first channel (docs/channels.md): its requests name it, so the graph runs the
 * web app's published documents for them and counts each visitor's cost against the web channel's budget. A
 * signed-in fan's token names it too (its client, club-web).
 */
export const CHANNEL_HEADER = 'x-club-channel';
export const WEB_CHANNEL = 'web';
