import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

describe('the portal’s cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a cookie on path / with max-age and SameSite=Lax, percent-encoded, and reads it back', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    writeCookie('ImpersonationName', 'Fanclub Südkurve 1999; =', 120);
    expect(written[0]).toBe(
      'ImpersonationName=Fanclub%20S%C3%BCdkurve%201999%3B%20%3D; Max-Age=120; Path=/; SameSite=Lax',
    );
    expect(readCookie('ImpersonationName')).toBe('Fanclub Südkurve 1999; =');
    expect(readCookie('Impersonation')).toBeUndefined();

    deleteCookie('ImpersonationName');
    expect(written[1]).toBe('ImpersonationName=; Max-Age=0; Path=/; SameSite=Lax');
    expect(readCookie('ImpersonationName')).toBeUndefined();
  });

  it('is Secure over https', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    writeCookie('LoginDateTime', '2026-05-01T10:00:00.000Z');
    expect(written[0]).toBe(
      `LoginDateTime=2026-05-01T10%3A00%3A00.000Z; Max-Age=${60 * 60 * 24 * 30}; Path=/; Secure; SameSite=Lax`,
    );
  });
});
