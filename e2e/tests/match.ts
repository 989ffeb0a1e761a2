import { expect } from '@playwright/test';

/**
 * The platform's match simulator as the live tests drive it (platform/src/live/simulator.ts): the first team's
 * cup tie, moved to a moment and held there (speed 0). The platform is at the portal's port + 1 in both
 * topologies (playwright.config.ts).
 */
export const platformUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;
/** The first team's live ticker team. */
export const PROFIS = 159;

/**
 * A test's own call to the platform or the launcher, tried again once when the connection fails: a kept-alive
 * connection the server closed just as it was reused fails with no answer, which says nothing about the portal.
 */
export async function control(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Moves the cup tie to a match second (0 is PreMatch; the kick-off is second 300) and holds it there. */
export async function holdMatchAt(atSecond: number) {
  const response = await control(`${platformUrl}/dev/match-simulator/${PROFIS}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ speed: 0, atSecond }),
  });
  expect(response.status).toBe(200);
}

/** Stops the simulation: the match is back to what it was. */
export async function stopMatch() {
  await control(`${platformUrl}/dev/match-simulator/${PROFIS}`, { method: 'DELETE' });
}
