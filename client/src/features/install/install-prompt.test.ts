import { describe, expect, it } from 'vitest';
import { installHintKind, isIos } from './install-prompt';

describe('installHintKind', () => {
  const none = { installed: false, dismissed: false, canPrompt: false, ios: false };

  it("offers the browser's install prompt where there is one, else the Share steps on iOS", () => {
    expect(installHintKind({ ...none, canPrompt: true })).toBe('prompt');
    expect(installHintKind({ ...none, ios: true })).toBe('ios');
    expect(installHintKind(none)).toBeNull();
  });

  it('shows nothing once installed or dismissed', () => {
    for (const state of [
      { installed: true, dismissed: false },
      { installed: false, dismissed: true },
    ]) {
      expect(installHintKind({ ...none, ...state, canPrompt: true, ios: true })).toBeNull();
    }
  });
});

describe('isIos', () => {
  it('knows an iPhone, an iPad and an iPad in desktop mode, not a Mac or an Android phone', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(isIos({ userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: mac, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: mac, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: android, maxTouchPoints: 5 })).toBe(false);
  });
});
