import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@common/admin';
import { auditSentence, changesOf } from './audit-sentences';

const names = { team: (rosterId: number) => (rosterId === 3 ? 'Taco Tuesday Titans' : undefined) };

function entry(fields: Partial<AuditEntryView> & Pick<AuditEntryView, 'action' | 'subject'>): AuditEntryView {
  return {
    id: 1,
    actorId: 'u1',
    actorName: 'Brenda',
    before: null,
    after: null,
    createdAt: '2026-11-20T18:00:00.000Z',
    ...fields,
  };
}

describe('auditSentence', () => {
  it('tells a payment as the commissioner would say it, with the team by name', () => {
    const sentence = auditSentence(
      entry({
        action: 'payment.update',
        subject: 'season 2025 roster 3',
        before: { rosterId: 3, hasPaid: false, paidAmount: null, paidDate: null, notes: null },
        after: {
          rosterId: 3,
          hasPaid: true,
          paidAmount: '50.00',
          paidDate: '2026-11-20T18:00:00.000Z',
          notes: 'Venmo',
        },
      }),
      names,
    );
    expect(sentence.summary).toBe('Brenda marked Taco Tuesday Titans paid: $50, Venmo');
    expect(sentence.changes).toEqual([
      'Paid: no → yes',
      'Amount paid: none → $50',
      'Paid on: none → Nov 20, 2026 12:00 PM Central',
      'Notes: none → Venmo',
    ]);
  });

  it('names the member of a PIN, role or phone action and never prints a PIN', () => {
    const subject = 'user 123 (Dana)';
    expect(auditSentence(entry({ action: 'credential.set', subject }), names).summary).toBe(
      'Brenda set a new PIN for Dana',
    );
    expect(
      auditSentence(
        entry({ action: 'role.update', subject, after: { isAdmin: true, isOwner: false } }),
        names,
      ).summary,
    ).toBe('Brenda made Dana an admin');
    expect(
      auditSentence(
        entry({ action: 'role.update', subject, after: { isAdmin: false, isOwner: false } }),
        names,
      ).summary,
    ).toBe('Brenda removed Dana as admin');
  });

  it('tells the lottery by the players kept and dropped', () => {
    const sentence = auditSentence(
      entry({
        action: 'keepers.lottery',
        subject: 'keeper-selection:2025:3',
        after: {
          lotteryResults: {
            selectedPlayers: [
              { id: '1', name: 'Ada Runner' },
              { id: '2', name: 'Bo Catcher' },
            ],
            deselectedPlayer: { id: '3', name: 'Cy Kicker' },
          },
        },
      }),
      names,
    );
    expect(sentence.summary).toBe(
      'Brenda ran the keeper lottery of Taco Tuesday Titans: kept Ada Runner and Bo Catcher, dropped Cy Kicker',
    );
    expect(sentence.changes).toEqual([]);
  });

  it('reads an action it has no sentence for in words, with no field names or epoch times', () => {
    const sentence = auditSentence(
      entry({
        action: 'announcement.update',
        subject: 'announcement 4',
        before: { title: 'Draft day', updatedAt: 1795922218715 },
        after: { title: 'Draft night', updatedAt: 1795922299999 },
      }),
      names,
    );
    expect(sentence.summary).toBe('Brenda: announcement update, announcement 4');
    expect(sentence.changes).toEqual(['Title: Draft day → Draft night']);
  });

  it('says who acted when the actor is unknown or the system', () => {
    const system = auditSentence(
      entry({ action: 'account.lock', subject: 'user 9 (Lee)', actorId: null, actorName: null }),
      names,
    );
    expect(system.summary).toBe('The account of Lee was locked after repeated wrong PINs');
    const gone = auditSentence(
      entry({ action: 'chat.settings', subject: 'group chat', actorName: null }),
      names,
    );
    expect(gone.summary).toBe('A former member changed the group chat settings');
  });
});

describe('changesOf', () => {
  it('lists only what differs, slot details folded into the player name, settings times in Central', () => {
    expect(
      changesOf(
        {
          franchisePlayerName: 'Ada',
          franchisePlayerId: '1',
          franchisePlayerDraftRound: 3,
          isSubmitted: false,
        },
        {
          franchisePlayerName: 'Bo',
          franchisePlayerId: '2',
          franchisePlayerDraftRound: 5,
          isSubmitted: false,
        },
      ),
    ).toEqual(['Franchise: Ada → Bo']);
    expect(changesOf({ keeperDeadline: null }, { keeperDeadline: '2026-03-02T05:59:00.000Z' })).toEqual([
      'Keeper deadline: none → Mar 1, 2026 11:59 PM Central',
    ]);
  });

  it('lists the values a created record was given', () => {
    expect(changesOf(null, { championshipFirst: 120, bustedWinnerName: null })).toEqual(['1st place: $120']);
  });
});
