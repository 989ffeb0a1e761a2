import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { authErrorKey } from './errors.ts';

describe('authErrorKey', () => {
  it('knows the library’s error classes', () => {
    expect(authErrorKey(new ErrorTimeout('IFrame timed out without a response'))).toBe('timeout');
    expect(authErrorKey(new ErrorTimeout('Network timed out'))).toBe('timeout');
    expect(authErrorKey(new ErrorResponse({ error: 'access_denied', error_description: 'State does not match' }))).toBe(
      'generic',
    );
  });

  it('tells the library’s plain errors apart by their current wording', () => {
    expect(authErrorKey(new Error('State does not match'))).toBe('state');
    expect(authErrorKey(new Error('No matching state found in storage'))).toBe('state');
    expect(authErrorKey(new Error('nonce in id_token does not match nonce in client storage'))).toBe('nonce');
    expect(authErrorKey(new Error('Popup closed by user'))).toBe('popup');
    expect(authErrorKey(new Error('Popup blocked by user'))).toBe('popup');
    expect(authErrorKey(new Error('No silent_redirect_uri configured'))).toBe('configuration');
    expect(authErrorKey(new Error('No popup_redirect_uri configured'))).toBe('configuration');
  });

  it('keeps the messages spec 1 section 8 names', () => {
    expect(authErrorKey(new Error('Invalid nonce in id_token'))).toBe('nonce');
    expect(authErrorKey(new Error('Frame window timed out'))).toBe('timeout');
    expect(authErrorKey(new Error('Popup window closed'))).toBe('popup');
  });

  it('gives anything else the general message', () => {
    expect(authErrorKey(new Error('Failed to fetch'))).toBe('generic');
    expect(authErrorKey('a string')).toBe('generic');
    expect(authErrorKey(undefined)).toBe('generic');
  });
});
