// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabAfterKey } from './tabs';

afterEach(cleanup);

function Three({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="b" {...(onValueChange ? { onValueChange } : {})}>
      <TabsList aria-label="Letters">
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c d">Gamma</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
      <TabsContent value="c d">Panel C</TabsContent>
    </Tabs>
  );
}

/** Two tabs whose value the caller holds. */
function Two({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the default tab selected, its panel alone, labelled by it', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy();
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('false');
    expect(tab('Beta').getAttribute('data-state')).toBe('active');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel B');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Beta').id);
    expect(tab('Beta').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Panel A')).toBeNull();
  });

  it('makes the selected tab the only tab stop', () => {
    render(<Three />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects a tab on click, and tells the caller once', () => {
    const onValueChange = vi.fn();
    render(<Three onValueChange={onValueChange} />);
    fireEvent.click(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('c d');
    // A value with a space still makes a valid id pair.
    expect(screen.getByRole('tabpanel').id).not.toMatch(/\s/);
  });

  it('moves along the list with arrows, Home and End, selecting as focus goes', () => {
    render(<Three />);
    tab('Beta').focus();
    fireEvent.keyDown(tab('Beta'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Alpha'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Gamma'));
  });

  it('leaves other keys to the page', () => {
    render(<Three />);
    tab('Beta').focus();
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    tab('Beta').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(tab('Beta'));
  });

  it('follows the caller when it holds the value', () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <p data-testid="held">{value}</p>
          <Two value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(tab('Beta'));
    expect(screen.getByTestId('held').textContent).toBe('b');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
  });

  it('keeps a held value the caller does not change', () => {
    render(<Two value="a" onValueChange={() => {}} />);
    fireEvent.click(tab('Beta'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });
});

describe('tabAfterKey', () => {
  it('wraps round with the arrows and jumps with Home, End, PageUp and PageDown', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('PageUp', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('PageDown', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });
});
