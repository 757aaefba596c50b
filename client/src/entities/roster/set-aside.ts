// The taxi squad and injured reserve, listed after the bench wherever a roster is shown (never among
// starters or bench points: server/league/set-aside.ts): the answer's list and the slot that labels it.
export const SET_ASIDE_LISTS = [
  { key: 'taxi', slot: 'TAXI' },
  { key: 'reserve', slot: 'IR' },
] as const;
