/**
 * The HTML invoker commands (`command`, `commandfor`): a button opens or closes a <dialog> by itself, before
 * React has hydrated the page, so an early tap is kept (decision 0066). React passes both attributes through
 * as written; @types/react does not know them yet.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}
