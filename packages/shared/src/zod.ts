import { z } from 'zod';
import { sharedZodMessage } from './zod-messages';

// In a browser zod would first try `new Function` to compile its fast parsers; the app's Content-Security-Policy
// forbids that (no 'unsafe-eval'), and the refused try is reported as a violation on every page that validates.
// Browsers parse without it; the server keeps it. Every module of the contract takes zod from here (the package's
// `sideEffects` names this file, so that bundlers keep the call).
// `customError`: a field without a message of its own is refused in the catalog's words, on the server and in the
// web's forms alike (decision 1181).
z.config({ jitless: 'document' in globalThis, customError: sharedZodMessage });

export { z };
