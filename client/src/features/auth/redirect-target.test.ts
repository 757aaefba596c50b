import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeNextPath } from './redirect-target';
import { keepPinDigits } from '@/lib/pin';

describe('safeNextPath', () => {
  it('returns to the page asked for, with its query', () => {
    expect(safeNextPath('/keepers')).toBe('/keepers');
    expect(safeNextPath('/draft-board?season=2024')).toBe('/draft-board?season=2024');
  });
  it('goes to the dashboard without a usable target', () => {
    expect(safeNextPath(null)).toBe('/dashboard');
    expect(safeNextPath('')).toBe('/dashboard');
    expect(safeNextPath('/secure-login?next=/x')).toBe('/dashboard');
    expect(safeNextPath('/logout')).toBe('/dashboard');
  });
  it('never leaves the site', () => {
    expect(safeNextPath('https://evil.example/')).toBe('/dashboard');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath('javascript:alert(1)')).toBe('/dashboard');
    expect(safeNextPath('/\\/evil.example')).toBe('/dashboard');
  });
  it('never names the login or logout page, however the router would match it', () => {
    for (const next of [
      '/LOGOUT?everywhere=1',
      '/Logout',
      '/%6Cogout?everywhere=1',
      '/%6c%6F%67%6f%75%74',
      '/logout/',
      '/logout//?everywhere=1',
      '/keepers/../logout',
      '/%2e%2e/logout',
      '/Secure-Login?next=/x',
      '/secure-login/',
    ]) {
      expect({ next, path: safeNextPath(next) }).toEqual({ next, path: '/dashboard' });
    }
  });
  it('refuses control characters, raw or encoded', () => {
    for (const next of [
      '/\t/evil.example',
      '/keepers\r\nSet-Cookie: x=1',
      '/keepers\n',
      '\t/keepers',
      '/keepers\u0000',
      '/keepers\u007f',
      '/keepers\u0085',
      '/keepers%0A',
      '/%09/evil.example',
    ]) {
      expect({ next, path: safeNextPath(next) }).toEqual({ next, path: '/dashboard' });
    }
  });
  it('gives the path back as a browser sends it', () => {
    expect(safeNextPath('/managers/a b')).toBe('/managers/a%20b');
    expect(safeNextPath('/recaps/2024/9#awards')).toBe('/recaps/2024/9#awards');
    expect(safeNextPath('/history/')).toBe('/history/');
  });
  it('builds the login URL that comes back', () => {
    expect(loginUrlFor('/admin/users?tab=sms')).toBe('/secure-login?next=%2Fadmin%2Fusers%3Ftab%3Dsms');
    expect(
      safeNextPath(new URLSearchParams(loginUrlFor('/admin/users?tab=sms').split('?')[1]).get('next')),
    ).toBe('/admin/users?tab=sms');
  });
});

describe('keepPinDigits (docs/product.md §5)', () => {
  it('keeps digits only, at most 4', () => {
    expect(keepPinDigits('12a3')).toBe('123');
    expect(keepPinDigits('123456')).toBe('1234');
    expect(keepPinDigits(' 9 8-7 6 ')).toBe('9876');
    expect(keepPinDigits('abcd')).toBe('');
  });
});
