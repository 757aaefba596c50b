import { describe, expect, it } from 'vitest';
import { decide, MEMBER_ACTIONS, type AccountRoles } from './policy';

const account = (id: string, role: 'member' | 'admin' | 'owner'): AccountRoles => ({
  sleeperUserId: id,
  isAdmin: role !== 'member',
  isOwner: role === 'owner',
});
const owner = account('o', 'owner');
const admin = account('a', 'admin');
const peer = account('p', 'admin');
const member = account('m', 'member');
const other = account('x', 'member');

describe('decide: who may act on whose account', () => {
  it('lets the owner do everything to everyone', () => {
    for (const action of MEMBER_ACTIONS) {
      for (const target of [owner, admin, member]) expect(decide(owner, action, target).allowed).toBe(true);
    }
  });

  it('refuses a member everything, even on their own account', () => {
    for (const action of MEMBER_ACTIONS) {
      for (const target of [member, other, admin, owner])
        expect(decide(member, action, target).allowed).toBe(false);
    }
  });

  it('lets an admin manage members and themselves, never a peer admin or the owner, and never roles', () => {
    for (const action of MEMBER_ACTIONS) {
      const ownerOnly = action === 'role.set' || action === 'ownership.transfer';
      expect(decide(admin, action, member).allowed, `${action} member`).toBe(!ownerOnly);
      expect(decide(admin, action, admin).allowed, `${action} self`).toBe(!ownerOnly);
      expect(decide(admin, action, peer).allowed, `${action} peer`).toBe(false);
      expect(decide(admin, action, owner).allowed, `${action} owner`).toBe(false);
    }
  });

  it('gives the reason of a refusal', () => {
    expect(decide(admin, 'pin.set', owner)).toEqual({
      allowed: false,
      reason: "Only the owner can manage the owner's account.",
    });
    expect(decide(admin, 'pin.read', peer)).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/another admin/),
    });
    expect(decide(admin, 'role.set', member)).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/owner/),
    });
  });
});
