// "What Huddle enforces": the rules the site runs on, read from the same settings and modules that
// run them (the keeper rules and deadline, the dues records, the season's payout table and BUSTED
// pot, the standings' order and the playoff shape), so the rulebook can never say otherwise.
import { KEEPER_SLOT_COUNT, LOTTERY_KEEP_COUNT, LOTTERY_SLOTS } from '../../../common/keeper-rules';
import type { EnforcedRules } from '../../../common/rules';
import type { AppContext } from '../../context';
import { STANDINGS_ORDER_WORDS } from '../../league/standings';
import { getChatSettings } from '../chat/settings';
import { keeperStatus } from '../keepers/service';
import { getLeague } from '../league/service';
import { listMemberPaymentStatuses } from '../payments/service';
import { getSeasonPayouts } from '../payouts/service';

async function keeperRules(ctx: AppContext): Promise<NonNullable<EnforcedRules['keepers']>> {
  const status = await keeperStatus(ctx, ctx.seasons.keeperSeason);
  return {
    season: status.season,
    draftSeason: status.draftSeason,
    franchise: KEEPER_SLOT_COUNT - LOTTERY_SLOTS.length,
    lottery: LOTTERY_SLOTS.length,
    lotteryKept: LOTTERY_KEEP_COUNT,
    deadline: status.deadline,
    deadlineSource: status.deadlineSource,
    deadlinePassed: status.deadlinePassed,
  };
}

export async function enforcedRules(ctx: AppContext): Promise<EnforcedRules> {
  const season = ctx.seasons.season;
  const [league, payouts] = await Promise.all([getLeague(ctx), getSeasonPayouts(ctx, season)]);
  const keepers = league.offers.keeperSelection ? await keeperRules(ctx) : null;
  const chat = getChatSettings(ctx);
  return {
    season,
    keepers,
    dues: {
      season,
      teams: league.totalRosters,
      paid: listMemberPaymentStatuses(ctx, season).filter((payment) => payment.hasPaid).length,
      paymentLink: Boolean(ctx.config.paymentUrl),
      chatReminders: chat.configured && chat.duesReminders,
    },
    payouts: {
      championshipFirst: payouts.championshipFirst,
      championshipSecond: payouts.championshipSecond,
      championshipThird: payouts.championshipThird,
      highestPointsAward: payouts.highestPointsAward,
      biggestBlowoutAward: payouts.biggestBlowoutAward,
      unluckyAward: payouts.unluckyAward,
      bustedPot: payouts.bustedAccumulated,
      totalPool: payouts.totalPool,
    },
    standings: {
      order: [...STANDINGS_ORDER_WORDS],
      playoffTeams: league.playoffTeams,
      playoffWeekStart: league.playoffWeekStart,
      finalWeek: league.finalWeek,
      medianGame: league.medianScoring,
      divisions: league.format.divisions,
      playoffRounds: league.format.playoffRounds,
    },
  };
}
