/** The API base: same origin by default (the server serves the app); VITE_API_URL points elsewhere in development. */
export const API_URL: string =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') ?? '';
