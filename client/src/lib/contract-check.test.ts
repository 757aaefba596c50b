import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, contractOf } from './contract-check';

afterEach(() => vi.restoreAllMocks());

const standing = {
  rosterId: 1,
  ownerId: 'u1',
  teamName: 'Taco Tuesday Titans',
  username: 'taco',
  avatar: null,
};

describe('the development contract check', () => {
  it('finds the schema of a GET answer by its path, a fixed segment before a named one', () => {
    expect(contractOf('GET', '/api/league/L1/standings')).not.toBeNull();
    expect(contractOf('GET', '/api/league/L1/moves?season=2024')).not.toBeNull();
    expect(contractOf('GET', '/api/league/L1/drafts/2024/report')).not.toBeNull();
    // The draft history has no schema: it is not taken for a draft board's report.
    expect(contractOf('GET', '/api/league/L1/drafts/history')).toBeNull();
    expect(contractOf('POST', '/api/league/L1/standings')).toBeNull();
    expect(contractOf('GET', '/api/nowhere')).toBeNull();
  });

  it('logs an answer that breaks its contract, naming the endpoint and the field, and never throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      checkAnswer('GET', '/api/league/L1/standings', [{ ...standing, teamName: 7 }]),
    ).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    const logged = String(error.mock.calls[0]![0]);
    expect(logged).toContain('GET /api/league/L1/standings');
    expect(logged).toContain('0.teamName');
  });

  it('says nothing of an answer without a schema', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkAnswer('GET', '/api/app-info', { anything: true });
    checkAnswer('POST', '/api/league/L1/standings', 'not a list');
    expect(error).not.toHaveBeenCalled();
  });
});
