// Tailwind class merging for `cn`: a later utility overrides an earlier one of the same group (or of a
// group it covers: `p-2` covers `px-4`), under the same variants. tailwind-merge does this for every
// utility Tailwind has, with tables that cost a phone about 150 ms to build and 25 KB of the entry;
// these rules cover the utilities the app writes, and class-merge.test.ts holds them to tailwind-merge
// over every pair of classes in the source (issue 16).

/** [pattern, group]; the first match names the utility's group ('$1' takes the pattern's capture). */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/^table-(auto|fixed)$/, 'table-layout'],
  [
    /^(block|inline|inline-(block|flex|grid|table)|flex|grid|table|table-(caption|cell|column|column-group|footer-group|header-group|row|row-group)|flow-root|contents|list-item|hidden)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(not-)?sr-only$/, 'sr'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(not-)?italic$/, 'font-style'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(proportional|tabular)-nums$/, 'fvn-spacing'],
  [/^(lining|oldstyle)-nums$/, 'fvn-figure'],
  [/^normal-nums$/, 'fvn-normal'],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, '$1'],
  [/^space-([xy])-reverse$/, 'space-$1-reverse'],
  [/^space-([xy])-/, 'space-$1'],
  [/^gap-([xy])-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^(min-w|max-w|min-h|max-h|size|w|h)-/, '$1'],
  [/^inset-([xy])-/, 'inset-$1'],
  [/^(inset|top|right|bottom|left|start|end)-([\d./]+|px|full|auto|\[.+\]|\(.+\))$/, '$1'],
  [/^(z|order|basis|aspect|opacity|tracking|leading)-/, '$1'],
  [/^overflow-([xy])-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-(\d+|\d+\/\d+|auto|initial|none|\[.+\])$/, 'flex'],
  [/^(grow|shrink)(-|$)/, '$1'],
  [/^(grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|col-start|col-end|row-start|row-end)-/, '$1'],
  [/^(col|row)-/, '$1-start-end'],
  [/^justify-(items|self)-/, 'justify-$1'],
  [/^justify-/, 'justify-content'],
  [/^place-(content|items|self)-/, 'place-$1'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^text-(xs|sm|base|lg|xl|\dxl|\[\d[\d.]*(px|r?em|%)\])$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [
    /^(whitespace|wrap|line-clamp|align|underline-offset|cursor|pointer-events|select|duration|ease|delay|accent|caret|origin|rotate)-/,
    '$1',
  ],
  // tailwind-merge knows Tailwind's own animations only: the app's (animate-dialog) are other classes.
  [/^animate-(spin|ping|pulse|bounce|none|\[.+\])$/, 'animate'],
  [/^break-(before|after|inside)-/, 'break-$1'],
  [/^break-/, 'break'],
  [/^list-(inside|outside)$/, 'list-position'],
  [/^list-/, 'list-style-type'],
  [/^decoration-/, 'decoration-color'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(no-repeat|repeat(-.+)?)$/, 'bg-repeat'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(none|linear-.+|radial(-.+)?|conic(-.+)?)$/, 'bg-image'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-spacing-([xy])-/, 'border-spacing-$1'],
  [/^border-spacing-/, 'border-spacing'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(?:-([xytrblse]))?(?:-(?:\d+|px|\[\d.*px\]))?$/, 'border-w-$1'],
  [/^border(?:-([xytrblse])(?=-))?-/, 'border-color-$1'],
  [/^divide-([xy])(-\d+)?$/, 'divide-$1'],
  [/^divide-([xy])-reverse$/, 'divide-$1-reverse'],
  [/^divide-(solid|dashed|dotted|double|none)$/, 'divide-style'],
  [/^divide-/, 'divide-color'],
  [
    /^rounded(?:-(ss|se|ee|es|tl|tr|br|bl|[setrbl]))?(?:-(?:none|xs|sm|md|lg|xl|\dxl|full|\[.+\]|\(.+\)))?$/,
    'rounded-$1',
  ],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^transition(-.+)?$/, 'transition'],
  [/^translate-none$/, 'translate-none'],
  [/^(translate|scale|skew)-([xyz])-/, '$1-$2'],
  [/^(translate|scale)-/, '$1'],
  [/^scroll-(m|p)([xytrblse]?)-/, 'scroll-$1$2'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^backdrop-blur(-.+)?$/, 'backdrop-blur'],
  [/^blur(-.+)?$/, 'blur'],
  [/^(fill|stroke)-/, '$1'],
];

/** A four-sided group's cover: all sides, and x and y their two each (`px` covers `pr` and `pl`). */
function sidesOf(base: string): Record<string, string[]> {
  const side = (s: string) => `${base}${s}`;
  return {
    [base]: ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map(side),
    [side('x')]: ['s', 'e', 'r', 'l'].map(side),
    [side('y')]: ['t', 'b'].map(side),
  };
}

/** Each rounded side and the two corners it covers (`rounded-t`: `rounded-tl`, `rounded-tr`). */
const ROUNDED_SIDES: Readonly<Record<string, readonly string[]>> = {
  s: ['ss', 'es'],
  e: ['se', 'ee'],
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
};
const rounded = (part: string) => `rounded-${part}`;

/** The groups a utility's group covers: `p` overrides `px`, which overrides `pl` (tailwind-merge's). */
const COVERS: Readonly<Record<string, readonly string[]>> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-figure', 'fvn-spacing'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  translate: ['translate-x', 'translate-y'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
  ...sidesOf('p'),
  ...sidesOf('m'),
  ...sidesOf('scroll-m'),
  ...sidesOf('scroll-p'),
  ...sidesOf('border-w-'),
  ...sidesOf('border-color-'),
  [rounded('')]: Object.entries(ROUNDED_SIDES).flatMap(([side, corners]) => [side, ...corners].map(rounded)),
  ...Object.fromEntries(
    Object.entries(ROUNDED_SIDES).map(([side, corners]) => [rounded(side), corners.map(rounded)]),
  ),
};

/** Splits `a:b:[&>x]:c` on the colons outside brackets and parentheses. */
function splitVariants(token: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(token.slice(start));
  return parts;
}

/**
 * The variants as one key: `hover:focus:` and `focus:hover:` select the same, so each run between
 * arbitrary variants (`[&>span]:`, whose place matters) is sorted, as tailwind-merge does.
 */
function variantKey(variants: string[]): string {
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  key.push(...run.sort());
  return key.join(':');
}

/** The group of a utility without its variants, or null for a class these rules do not know. */
export function utilityGroup(utility: string): string | null {
  // `-mt-1` is a margin; `[mask-type:alpha]` sets one property (an arbitrary property).
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  const arbitrary = /^\[([a-z-]+):.+\]$/.exec(base);
  if (arbitrary) return `[${arbitrary[1]}]`;
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(base);
    if (match) return group.replace('$1', match[1] ?? '').replace('$2', match[2] ?? '');
  }
  return null;
}

/** A class's variants and importance as one key, and its group (null: not a utility these rules know). */
interface Parsed {
  scope: string;
  group: string | null;
}

/** Each class parsed once: a page repeats the same few hundred classes in many lists. */
const parsedClasses = new Map<string, Parsed>();
const merged = new Map<string, string>();
/** Bounds on what is remembered (the app writes about 1,700 classes in a few hundred lists). */
const KEPT = 4000;

function parse(token: string): Parsed {
  const known = parsedClasses.get(token);
  if (known) return known;
  const variants = splitVariants(token);
  let utility = variants.pop()!;
  const important = utility.startsWith('!') || utility.endsWith('!');
  if (important) utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  const parsed = { scope: `${variantKey(variants)}${important ? '!' : ''}:`, group: utilityGroup(utility) };
  if (parsedClasses.size >= KEPT) parsedClasses.clear();
  parsedClasses.set(token, parsed);
  return parsed;
}

/**
 * Drops every utility a later one overrides (same group or a covered one, same variants, same `!`),
 * keeping the order of the rest; classes the rules do not know are always kept.
 */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classList.trim().split(/\s+/);
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (token === '') continue;
    const { scope, group } = parse(token);
    if (group === null) {
      kept.push(token);
      continue;
    }
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const covered of COVERS[group] ?? []) taken.add(scope + covered);
    kept.push(token);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= KEPT) merged.clear();
  merged.set(classList, result);
  return result;
}
