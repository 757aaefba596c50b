import { useState } from 'react';
import { SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useRecapList } from '@/entities/recap/api';
import { useChatMutations } from '@/entities/chat/api';
import { PostDelivery } from './PostDelivery';

const keyOf = (recap: { season: string; week: number }) => `${recap.season}:${recap.week}`;

/**
 * Posts a chosen week's recap now. Before its automatic post it takes that post's place (the week is
 * not posted twice); after, it is a repeat the commissioner asked for.
 */
export function PostRecapCard({ configured }: { configured: boolean }) {
  const list = useRecapList(useLeagueId());
  const { postRecap } = useChatMutations();
  const recaps = list.data?.recaps ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const recap = recaps.find((r) => keyOf(r) === chosen) ?? recaps[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SendIcon className="size-5" aria-hidden="true" /> Post a Recap Now
        </CardTitle>
        <CardDescription>
          Each week’s recap goes out on its own the morning after the week is final; post any week by hand
          here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {list.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : recaps.length === 0 || !recap ? (
          <p className="text-sm text-muted-foreground">
            {list.isError ? 'The weeks could not be loaded.' : 'No week has a recap yet.'}
          </p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor="chat-recap-week">Week</Label>
            <Select id="chat-recap-week" value={keyOf(recap)} onValueChange={setChosen}>
              {recaps.map((r) => (
                <option key={keyOf(r)} value={keyOf(r)}>
                  {r.season} week {r.week}
                  {r.playoffs ? ' (playoffs)' : ''}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div>
          <Button
            onClick={() => recap && postRecap.mutate({ season: recap.season, week: recap.week })}
            disabled={!configured || !recap || postRecap.isPending}
          >
            {postRecap.isPending ? 'Posting...' : 'Post this recap'}
          </Button>
        </div>
        <div role="status" data-testid="chat-recap-result">
          {postRecap.data && <PostDelivery post={postRecap.data} />}
          {postRecap.isError && (
            <p className="text-sm text-destructive">
              {errorMessage(postRecap.error, 'The recap could not be posted.')}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
