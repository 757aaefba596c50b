// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typedCredentials } from './typed-credentials';

function form(username: string, pin: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = '<input name="sleeperUsername"><input name="pin" type="password">';
  (element.elements.namedItem('sleeperUsername') as HTMLInputElement).value = username;
  (element.elements.namedItem('pin') as HTMLInputElement).value = pin;
  return element;
}

const FIELDS = { username: 'sleeperUsername', pin: 'pin' };

describe('typedCredentials', () => {
  it('reads what the fields hold, the PIN as a PIN field keeps it', () => {
    expect(typedCredentials(form('tacotuesdaytom', '1357'), FIELDS)).toEqual({
      username: 'tacotuesdaytom',
      pin: '1357',
    });
    // Typed before the field's own filter ran: digits only, at most four.
    expect(typedCredentials(form(' gabe ', '1a3-579'), FIELDS)).toEqual({ username: ' gabe ', pin: '1357' });
  });

  it('reads empty fields, and fields the form lacks, as empty', () => {
    expect(typedCredentials(form('', ''), FIELDS)).toEqual({ username: '', pin: '' });
    expect(typedCredentials(form('x', '1'), { username: 'username', pin: 'password' })).toEqual({
      username: '',
      pin: '',
    });
  });
});
