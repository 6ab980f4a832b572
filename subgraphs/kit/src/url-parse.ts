import { parse } from 'node:url';

/**
 * Node 24 warns about `url.parse()` (DEP0169) only callers outside `node_modules`, and to tell them apart it walks the
 * stack on every call until one such caller has been warned. Apollo's express integration (every subgraph and the
 * gateway) and node-fetch inside `@apollo/gateway` call it on every request: 5.4 % of the content subgraph's CPU under
 * the news list (bench/README.md). One call from here, with deprecation warnings muted for its duration, ends the
 * walks; the warning itself is about those libraries' code, not ours, so nobody loses it.
 */
export function settleUrlParseWarning(): void {
  const antes = process.noDeprecation;
  process.noDeprecation = true;
  try {
    parse('http://localhost/');
  } finally {
    process.noDeprecation = antes;
  }
}
