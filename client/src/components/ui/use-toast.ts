import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/**
 * The shadcn toast store (docs/product.md §9): one toast at a time (a new one replaces the current one),
 * and a dismissed toast stays in memory for 1,000,000 ms before it is removed. Call `toast()` from
 * anywhere (components, mutation callbacks); `<Toaster />` renders the store.
 */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      if (toastId) addToRemoveQueue(toastId);
      else for (const t of state.toasts) addToRemoveQueue(t.id);
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<() => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  if (action.type === 'ADD_TOAST') raised = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

const snapshot = () => memoryState;
/** A page comes from the server with no toast: raised ones show once it has hydrated. */
const NO_TOASTS: State = { toasts: [] };
const serverSnapshot = () => NO_TOASTS;

/**
 * Whether any toast has been raised on this page: the toast UI's code loads with the first toast,
 * not with every page (most visits raise none).
 */
let raised = false;
export function useAnyToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}

export type ToastInput = Omit<ToasterToast, 'id'>;

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToasterToast) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** The toast store as React state, plus `toast` and `dismiss`. */
export function useToast() {
  // An external store read through React: a toast raised between the toaster's first render and its
  // subscription (the toaster is lazy and mounts beside the first page) is not lost.
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) =>
      dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId }),
  };
}
