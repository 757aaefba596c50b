// One colour per team everywhere: a team's avatar and its line in a chart share a hue, picked by its roster
// id, so a member who knows their team as the blue one finds it blue on every page.
// Twelve hues a league of 12-14 can tell apart: close hues differ in lightness too (light teal beside
// dark green, light pink beside red), and every avatar's initials keep a 4.5:1 contrast (axe checks).

interface TeamColor {
  /** The avatar's background and initials (full class strings, so Tailwind keeps them). */
  avatar: string;
  /** The team's line or bar in a chart: a mid shade, about 3:1 or more against a light or dark card. */
  line: string;
}

export const TEAM_COLORS: readonly TeamColor[] = [
  { avatar: 'bg-red-600 text-white', line: '#dc2626' },
  { avatar: 'bg-orange-500 text-zinc-950', line: '#ea580c' },
  { avatar: 'bg-amber-400 text-zinc-950', line: '#ca8a04' },
  { avatar: 'bg-lime-500 text-zinc-950', line: '#65a30d' },
  { avatar: 'bg-green-700 text-white', line: '#15803d' },
  { avatar: 'bg-teal-300 text-zinc-950', line: '#0d9488' },
  { avatar: 'bg-sky-500 text-zinc-950', line: '#0284c7' },
  { avatar: 'bg-blue-800 text-white', line: '#2563eb' },
  { avatar: 'bg-violet-600 text-white', line: '#7c3aed' },
  { avatar: 'bg-fuchsia-500 text-zinc-950', line: '#c026d3' },
  { avatar: 'bg-pink-300 text-zinc-950', line: '#db2777' },
  { avatar: 'bg-amber-800 text-white', line: '#b45309' },
];

/** A team's colour: by roster id when known (stable per team), else by a name's letters. */
export function teamColor(key: number | string): TeamColor {
  const index =
    typeof key === 'number'
      ? Math.trunc(key)
      : [...key].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0);
  const size = TEAM_COLORS.length;
  return TEAM_COLORS[((index % size) + size) % size]!;
}
