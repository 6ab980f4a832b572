/** Types of subgraphs.mjs, for the TypeScript that imports it (bench/replicas.ts). */
export declare const SUBGRAPHS: readonly { name: string; module: string; port: number }[];
