// The browser and server builds run on Preact (decision 1012) and alias this module to
// renderer-parity.preact.ts; on React (unit tests) there is nothing to align.
export {};
