// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const strip = (
  <Tabs defaultValue="a">
    <TabsList aria-label="Slots">
      <TabsTrigger value="a">First</TabsTrigger>
      <TabsTrigger value="b">Second</TabsTrigger>
    </TabsList>
    <TabsContent value="a">A</TabsContent>
    <TabsContent value="b">B</TabsContent>
  </Tabs>
);

// act() here drives hydrateRoot itself, as @testing-library/react does for render().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('TabsList', () => {
  it('is a tab stop in the page the server sends, where no trigger is one yet', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(strip);
    const list = host.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('tabindex')).toBe('0');
    expect([...host.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
    ]);
  });

  it('hands the strip to roving focus once hydrated: focus on the strip moves to the selected tab', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(strip);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, strip);
    });
    const list = host.querySelector<HTMLElement>('[role="tablist"]')!;
    expect(list.getAttribute('tabindex')).toBe('0');
    act(() => list.focus());
    expect(document.activeElement?.textContent).toBe('First');
  });
});
