// The contract between the server and the app's server-side entry (client/src/entry-server.tsx,
// built to dist/ssr): the server asks for a navigation's page, the entry renders it with React from
// the app's one route table and its loaders (docs/decisions/0020).

export interface PageRenderRequest {
  /** The navigation's absolute URL. */
  url: string;
  /** A GET of one of the app's own API routes (a path), with the navigation's cookie. */
  fetchApi: (path: string) => Promise<Response>;
  /** This response's CSP nonce, for the one inline script (the router's hydration data). */
  nonce: string;
  /** How long the page waits for its first screen's answers; those not in by then are left to the browser. */
  dataBudgetMs: number;
}

export type PageRenderResult =
  /** A loader sent the navigation elsewhere (a visitor to sign in, a member away from it). */
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, 403 (Access Denied), 404 (no such page) or 500 (a loader failed). */
      status: number;
      /** The document's title. */
      title: string;
      /** The page modules shown ('features/history/HistoryPage'), for their chunks' preload tags. */
      pageModules: string[];
      /** The markup of the app's root element. */
      appHtml: string;
      /** The element carrying the state the browser hydrates from, for the end of the body. */
      stateHtml: string;
    };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
