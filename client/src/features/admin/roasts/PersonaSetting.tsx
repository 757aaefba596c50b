// The admin's choice of roast persona (docs/product.md D12), for the League Settings tab: one persona for
// every roast, or rotation through all of them. Radio buttons: keyboard friendly, 44 px rows on a phone.
import { useState, type FormEvent } from 'react';
import { MessageSquareQuoteIcon } from 'lucide-react';
import type { PersonaSetting as PersonaChoice } from '@common/roasts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { usePersonas, useSavePersona } from './api';

const ROTATE_DESCRIPTION = 'Each roast goes to the next persona in turn.';

export function PersonaSetting() {
  const personas = usePersonas();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareQuoteIcon className="size-5" aria-hidden="true" /> Roast Persona
        </CardTitle>
        <CardDescription>
          Who writes the roasts of matchups, transactions, rosters and seasons.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {personas.isLoading ? (
          <div className="grid gap-2" role="status" aria-label="Loading personas">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : personas.isError || !personas.data ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-muted-foreground">Could not load the personas.</p>
            <Button variant="outline" onClick={() => void personas.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          // Keyed by the saved value: after a save the form starts again from it.
          <PersonaForm
            key={personas.data.current}
            current={personas.data.current}
            options={personas.data.personas}
          />
        )}
      </CardContent>
    </Card>
  );
}

interface PersonaFormProps {
  current: PersonaChoice;
  options: { id: PersonaChoice; name: string; description: string }[];
}

function PersonaForm({ current, options }: PersonaFormProps) {
  const [choice, setChoice] = useState<PersonaChoice>(current);
  const save = useSavePersona();
  const choices = [...options, { id: 'rotate' as const, name: 'Rotate', description: ROTATE_DESCRIPTION }];

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => toast({ title: 'Success', description: 'Roast persona updated successfully' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update roast persona'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="sr-only">Roast persona</legend>
        {choices.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40"
          >
            <input
              type="radio"
              name="roast-persona"
              value={option.id}
              checked={choice === option.id}
              onChange={() => setChoice(option.id)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">
                {option.name}
                {option.id === current && (
                  <span className="text-muted-foreground font-normal"> (current)</span>
                )}
              </span>
              <span className="text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending || choice === current} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save Persona'}
      </Button>
    </form>
  );
}
