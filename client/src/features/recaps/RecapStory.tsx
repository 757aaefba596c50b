import { BotIcon } from 'lucide-react';

/** The recap's text in the league's persona: paragraphs separated by blank lines (common/recap.ts). */
export function RecapStory({ text, persona }: { text: string; persona: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <figure className="space-y-3 rounded-lg border border-amber-300/60 bg-amber-50 p-4 dark:bg-amber-950/30">
      <figcaption className="flex items-center gap-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
        <BotIcon className="size-4" aria-hidden="true" /> {persona}
      </figcaption>
      <div className="max-w-prose space-y-3 text-sm leading-relaxed sm:text-base" data-testid="recap-text">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </figure>
  );
}
