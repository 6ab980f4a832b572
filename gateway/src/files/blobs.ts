// The blob store lives in the kit: the gateway stores uploads, and the subgraphs' demo seeders store generated images
// the same way (subgraphs/kit/src/blobs.ts).
export * from '@alego/kit/blobs';
