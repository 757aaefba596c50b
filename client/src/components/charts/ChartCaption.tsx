import type { ReactNode } from 'react';

/** Every chart's caption: its title (which names the figure) and a line on how to read it. */
export function ChartCaption({
  titleId,
  title,
  description,
}: {
  titleId: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <figcaption>
      <span id={titleId} className="text-sm font-medium">
        {title}
      </span>
      {description && <span className="block text-xs text-muted-foreground">{description}</span>}
    </figcaption>
  );
}
