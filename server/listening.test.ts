import { describe, expect, it } from 'vitest';
import { listeningLine } from './listening';

describe('listeningLine', () => {
  it('says who can reach the server', () => {
    expect(listeningLine('127.0.0.1', 5000, 'demo league')).toBe(
      'Huddle listening on http://127.0.0.1:5000 (demo league; this computer only: set HOST to open it to the network)',
    );
    expect(listeningLine('0.0.0.0', 5000, 'league 42')).toBe(
      'Huddle listening on http://localhost:5000 (league 42; open to the network: every address of this computer)',
    );
    expect(listeningLine('::', 5000, 'demo league')).toContain('open to the network');
    expect(listeningLine('192.168.1.20', 8080, 'demo league')).toBe(
      'Huddle listening on http://192.168.1.20:8080 (demo league; only at 192.168.1.20)',
    );
  });

  it('writes an IPv6 address as a URL takes it', () => {
    expect(listeningLine('::1', 5000, 'demo league')).toMatch(
      /^Huddle listening on http:\/\/\[::1\]:5000 \(demo league; this computer only/,
    );
  });
});
