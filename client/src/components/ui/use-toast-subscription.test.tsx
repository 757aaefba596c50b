// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, useToast } from './use-toast';

afterEach(cleanup);

function ToastTitles() {
  const { toasts } = useToast();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id}>{String(t.title)}</li>
      ))}
    </ul>
  );
}

/** Raises a toast after the titles rendered, before their passive effects run (a click can land then). */
function RaiseOnMount({ title }: { title: string }) {
  useLayoutEffect(() => {
    toast({ title });
  }, [title]);
  return null;
}

describe('useToast', () => {
  it('shows a toast raised between its first render and its subscription', async () => {
    await act(async () => {
      render(
        <>
          <ToastTitles />
          <RaiseOnMount title="Credentials Required" />
        </>,
      );
    });
    expect(screen.getByText('Credentials Required')).toBeTruthy();
  });
});
