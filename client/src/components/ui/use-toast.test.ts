import { describe, expect, it } from 'vitest';
import { reducer, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe('toast store (docs/product.md §9: one toast at a time)', () => {
  it('keeps only the newest toast', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a dismissed toast before removing it', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([expect.objectContaining({ id: '1', open: false })]);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
  });
});
