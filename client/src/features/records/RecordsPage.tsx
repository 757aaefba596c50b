// The record book (/records): all-time and per-season weekly records and streaks, each
// linked to its game, and the most lopsided trades and the best and worst keepers
// (decision 0016).
import { AlertTriangleIcon, MedalIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { RecordBook } from '@common/almanac';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useLeague } from '@/lib/league-queries';
import { emptyKeeperListText, KeeperValueList } from '@/entities/keeper/KeeperValueList';
import { recordsQuery, useRecords } from '@/entities/record/api';
import { GameRecordList, RecordCard, StreakList, TradeRecordList } from '@/entities/record/RecordList';

const ALL_TIME = 'all';

function Book({ book }: { book: RecordBook }) {
  const keepers = { best: book.bestKeepers, worst: book.worstKeepers };
  // In best ball nobody chose whom to start: its seasons have no bench points, and a league of only
  // such seasons has no bench list at all (not 'No games yet').
  const lineupsChosen = useLeague(useLeagueId()).data?.offers.lineupJudgement !== false;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <GameRecordList title="Highest scores" records={book.highestScores} testId="records-highest" />
      <GameRecordList title="Lowest scores" records={book.lowestScores} testId="records-lowest" />
      <GameRecordList title="Biggest blowouts" records={book.biggestBlowouts} unit="margin" />
      <GameRecordList title="Closest games" records={book.closestGames} unit="margin" />
      <GameRecordList title="Highest score in a loss" records={book.highestInLoss} />
      <GameRecordList title="Lowest score in a win" records={book.lowestInWin} />
      {(lineupsChosen || book.mostBenchPoints.length > 0) && (
        <GameRecordList title="Most points on the bench" records={book.mostBenchPoints} unit="bench" />
      )}
      <StreakList
        title="Longest winning streaks"
        streaks={book.longestWinStreaks}
        testId="records-win-streaks"
      />
      <StreakList title="Longest losing streaks" streaks={book.longestLossStreaks} />
      <TradeRecordList
        title="Most lopsided trades"
        trades={book.mostLopsidedTrades}
        testId="records-lopsided-trades"
      />
      <RecordCard
        title="Best keepers"
        empty={emptyKeeperListText('best', keepers)}
        testId="records-best-keepers"
      >
        <KeeperValueList keepers={book.bestKeepers} />
      </RecordCard>
      <RecordCard
        title="Worst keepers"
        empty={emptyKeeperListText('worst', keepers)}
        testId="records-worst-keepers"
      >
        <KeeperValueList keepers={book.worstKeepers} />
      </RecordCard>
    </div>
  );
}

export default function RecordsPage() {
  const leagueId = useLeagueId();
  const records = useRecords(leagueId);
  const [params, setParams] = useSearchParams();
  const scope = params.get('season') ?? ALL_TIME;
  const choose = (value: string) =>
    setParams(new URLSearchParams(value === ALL_TIME ? {} : { season: value }), {
      replace: true,
      preventScrollReset: true,
    });
  const known = scope === ALL_TIME || Boolean(records.data?.seasons.some((s) => s.season === scope));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MedalIcon className="size-6 text-primary" aria-hidden="true" /> Record Book
        </h1>
        <p className="text-sm text-muted-foreground">
          Regular-season and playoff games of every season, each record linked to its game; the most lopsided
          trades, and the keepers who beat or missed what their round produces on average.
        </p>
        <StaleDataNotice queryKey={recordsQuery(leagueId).queryKey} />
      </header>
      {records.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          role="status"
          aria-label="Loading the records"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : records.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the records"
          description={errorMessage(records.error, 'Please try again later.')}
        />
      ) : (
        <Tabs value={known ? scope : ALL_TIME} onValueChange={choose}>
          <TabsList aria-label="Records of">
            <TabsTrigger value={ALL_TIME}>All-time</TabsTrigger>
            {records.data.seasons.map((s) => (
              <TabsTrigger key={s.season} value={s.season}>
                {s.season}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={ALL_TIME}>
            <Book book={records.data.allTime} />
          </TabsContent>
          {records.data.seasons.map((s) => (
            <TabsContent key={s.season} value={s.season}>
              <Book book={s.records} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
