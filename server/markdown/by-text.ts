// What a Markdown text yields, kept by the text itself: the rulebook and the announcements are read
// on every visit of their pages and change rarely, and parsing or rendering them (a rulebook of
// 60,000 characters takes milliseconds) was most of those answers' time. Keyed by content, so an
// edit is a new key; bounded, so many texts cannot grow it without end.
import { BoundedMap } from '../bounded-map';

export function byText<T>(derive: (markdown: string) => T): (markdown: string) => T {
  const known = new BoundedMap<string, T>(64);
  return (markdown) => {
    let value = known.get(markdown);
    if (value === undefined) {
      value = derive(markdown);
      known.set(markdown, value);
    }
    return value;
  };
}
