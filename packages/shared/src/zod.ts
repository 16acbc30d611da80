import { z } from 'zod';

// In a browser zod would first try `new Function` to compile its fast parsers; the app's Content-Security-Policy
// forbids that (no 'unsafe-eval'), and the refused try is reported as a violation on every page that validates.
// Browsers parse without it; the server keeps it. Every module of the contract takes zod from here (the package's
// `sideEffects` names this file, so that bundlers keep the call).
z.config({ jitless: 'document' in globalThis });

export { z };
