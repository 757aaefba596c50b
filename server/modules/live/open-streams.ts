// The open live streams, per member: the server's cap (LIVE_STREAM.maxStreams) is shared by everyone, so each
// member also has a cap of their own, a few tabs and devices. A member at their cap who opens one more gets
// it: their oldest stream ends ('replaced'), so one member's forgotten tabs never refuse anyone, themselves
// included, and never another member.
import type { EndStream } from './stream';
import { LIVE_STREAM } from './stream';

export class OpenStreams {
  /** Each member's streams, oldest first (a Set keeps the order they were added in). */
  private readonly byMember = new Map<string, Set<EndStream>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /**
   * Makes room for one more stream of `memberId`: ends their oldest while they are at their own cap.
   * False when the server is full of other members' streams (the caller refuses with 503).
   */
  makeRoom(memberId: string): boolean {
    const own = this.byMember.get(memberId);
    while (own && own.size >= LIVE_STREAM.maxStreamsPerMember) {
      const oldest = own.values().next().value as EndStream;
      this.delete(memberId, oldest);
      oldest('replaced');
    }
    return this.count < LIVE_STREAM.maxStreams;
  }

  add(memberId: string, end: EndStream): void {
    const own = this.byMember.get(memberId) ?? new Set<EndStream>();
    own.add(end);
    this.byMember.set(memberId, own);
    this.count += 1;
  }

  /** Forgets a stream (it ended, or its page closed); a second call changes nothing. */
  delete(memberId: string, end: EndStream): void {
    const own = this.byMember.get(memberId);
    if (!own?.delete(end)) return;
    this.count -= 1;
    if (own.size === 0) this.byMember.delete(memberId);
  }

  /** Ends every stream (the server is closing). */
  endAll(reason: Parameters<EndStream>[0]): void {
    for (const own of [...this.byMember.values()]) for (const end of [...own]) end(reason);
  }
}
