// The kit's: one rule for every subgraph.
export { semNul } from '@alego/kit';
