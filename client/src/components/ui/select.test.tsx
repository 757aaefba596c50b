// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Label } from './label';
import { Select } from './select';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function served(value: string, extra: { placeholder?: string; disabled?: boolean } = {}) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <>
      <Label htmlFor="team">Team</Label>
      <Select id="team" value={value} onValueChange={() => {}} {...extra}>
        <option value="1">Wire to Wire</option>
        <option value="2">Bench Mob</option>
      </Select>
    </>,
  );
  return host;
}

describe('Select', () => {
  it('is a native select named by its label, showing the chosen option in the page the server sends', () => {
    const host = served('2');
    const select = host.querySelector('select')!;
    expect(host.querySelector('label')!.htmlFor).toBe(select.id);
    expect(select.options[select.selectedIndex]!.text).toBe('Bench Mob');
  });

  it('shows the placeholder only while nothing is chosen, and never offers it as a choice', () => {
    const empty = served('', { placeholder: 'Select a member' }).querySelector('select')!;
    const shown = empty.options[empty.selectedIndex]!;
    expect(shown.text).toBe('Select a member');
    expect(shown.disabled && shown.hidden).toBe(true);
    const chosen = served('1', { placeholder: 'Select a member' }).querySelector('select')!;
    expect([...chosen.options].map((o) => o.text)).toEqual(['Wire to Wire', 'Bench Mob']);
  });

  it('passes disabled to the select itself', () => {
    expect(served('1', { disabled: true }).querySelector('select')!.disabled).toBe(true);
  });

  it('reports the value of the option the member picks', () => {
    const onValueChange = vi.fn();
    const host = document.body.appendChild(document.createElement('div'));
    act(() =>
      createRoot(host).render(
        <Select aria-label="Week" value="1" onValueChange={onValueChange}>
          <option value="1">Week 1</option>
          <option value="2">Week 2</option>
        </Select>,
      ),
    );
    const select = host.querySelector('select')!;
    act(() => {
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onValueChange).toHaveBeenCalledWith('2');
  });
});
